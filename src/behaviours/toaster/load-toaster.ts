/**
 * A step between every page's first script and the toaster: the toaster's own module needs React,
 * Radix and the words, about fifteen files, and the first script would carry that list of files
 * (their hashed names, ~200 bytes gzip, which do not compress) on every page. This chunk carries
 * it instead, and is fetched only when a page's first toast is pushed.
 */
void import('../../islands/toaster/mount');
export {};
