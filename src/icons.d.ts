/** The icon sprite's URL (tools/icons/plugin.ts). */
declare module 'virtual:icons' {
  export const iconsUrl: string;
}
