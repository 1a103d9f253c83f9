/** The product's one name: the login screens, the shell's logo and every tab title say it. */
export const PRODUCT_NAME = '美发连锁后台';

/** What a path the user's menu does not hold is called (the not-found page and its tab). */
export const NOT_FOUND_TITLE = '页面不存在';

/** A tab's title: the page's, then the product's. */
export const documentTitle = (pageTitle: string | undefined): string => (pageTitle ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME);
