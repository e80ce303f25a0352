/** The display station's screens (main opens them in the kiosk window: src/main/services/displayStation.ts). */
export const DISPLAY_PAIRING_PATH = '/pantalla/vincular';
export const DISPLAY_BOARD_PATH = '/pantalla/lista-espera';

export const isDisplayPath = (pathname: string) => pathname === DISPLAY_PAIRING_PATH || pathname === DISPLAY_BOARD_PATH;
