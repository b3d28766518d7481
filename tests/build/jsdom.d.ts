// jsdom ships no types and @types/jsdom is not installed: the little these checks use.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
