/** The portal's release; the footer shows it and the version check compares against it. */
export const APP_VERSION = '0.3.14';
