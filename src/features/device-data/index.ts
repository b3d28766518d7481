/** "Clear my data on this device": what the browser keeps of a person's data, named, then cleared. */
export { ClearDeviceData } from './clear-device-data.tsx';
