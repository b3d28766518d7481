/** The content icon sprite's URL (tools/content-icons/plugin.ts). */
declare module 'virtual:content-icons' {
  export const contentIconsUrl: string;
}
