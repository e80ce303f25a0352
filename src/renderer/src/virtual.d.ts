/** antd's stylesheet, extracted at build time with the app's theme (build/antdStaticStyle.ts). */
declare module 'virtual:antd-static.css';
