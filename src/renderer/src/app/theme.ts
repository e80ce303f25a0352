import type { ThemeConfig } from 'antd';

/**
 * The one antd theme of every entry (sign-in, the app, the boards). scripts/extractAntdStyles.tsx
 * builds the stylesheet from this same object at build time, so it must stay plain data.
 */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b3d6e',
    colorLink: '#0b5cad',
    colorInfo: '#0b5cad',
    colorError: '#c62828',
    colorSuccess: '#2e7d32',
    colorWarning: '#a15c00',
    colorText: 'rgba(0, 0, 0, 0.88)',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6e6e6e',
    colorTextLabel: '#434343',
    colorIcon: '#595959',
    borderRadius: 6,
  },
  components: {
    Tag: { defaultColor: '#434343' },
    Steps: { colorTextDescription: '#595959' },
    Table: { headerColor: '#262626' },
    Pagination: { itemActiveColor: '#0b3d6e' },
  },
  // antd's styles come from the stylesheet extracted at build time (build/antdStaticStyle.ts):
  // rendering generates none (antd's runtime styling cost ~14% of the first render).
  zeroRuntime: true,
  // A fixed CSS-variable class (antd's default is derived from useId, which differs between the
  // extraction and the app): the stylesheet then defines every component's variables under the
  // class the app renders, and the component style modules can be left out of the bundle
  // (build/antdZeroRuntimeStyles.ts).
  cssVar: { key: 'css-var-crm' },
};
