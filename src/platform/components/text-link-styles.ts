/** An underlined link in running text or a list, on a light surface: one place so they all match. */
export const textLinkStyles = 'text-teal-700 underline underline-offset-2 hover:text-teal-900';
