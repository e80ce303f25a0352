/**
 * What the forms take as an e-mail: something@something with a dot inside the domain (not its first
 * or last character). Written so no character can be matched two ways (issue 51): the former
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ let the domain's dots go to either `[^\s@]+`, so 'a@' followed by
 * many dots and a space backtracked quadratically. The domain's first character is free, then
 * non-dots up to the first dot after it, then at least one character: the same addresses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
