/**
 * For a failed operator action: the http client has already toasted the server's Chinese message, so the page
 * only stays as it was (the form keeps what was typed).
 */
export const alreadyToasted = (): void => {};
