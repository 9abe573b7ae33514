/**
 * Digits as she types them and as the shop keeps them. An Arabic keyboard types Arabic-Indic
 * digits (٠١٢٣٤٥٦٧٨٩), a Persian or Urdu one Eastern Arabic-Indic (۰۱۲۳۴۵۶۷۸۹): the number is
 * the same, so every field that takes a number (phone, postcode, quantity, order number, search,
 * discount code) keeps it in Western digits, in the browser as she types and on the server
 * before a request is checked. Stored and compared alike, ٠١٠٠١٢٣٤٥٦٧ and 01001234567 are one
 * phone number.
 */

const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The text with Arabic-Indic and Eastern Arabic-Indic digits written as 0-9; everything else as it was. */
export function westernDigits(text: string): string {
  // Both runs of ten end in 0-9 in their last hex digit (U+0660 is 0, U+06F9 is 9).
  return text.replace(EASTERN_DIGIT, (d) => String(d.charCodeAt(0) & 0xf));
}

/** What of a text field this needs: its value and where her caret is. */
interface TypedField {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  setSelectionRange(start: number | null, end: number | null): void;
}

/**
 * A field's value in Western digits, written back into the field as she types, her caret where
 * it was (each digit is one character either way). Answers the value, for a form's own state.
 */
export function westernDigitsIn(field: TypedField): string {
  const value = westernDigits(field.value);
  if (value !== field.value) {
    const { selectionStart, selectionEnd } = field;
    field.value = value;
    // A field without a caret (type=number, type=email) answers null: nothing to keep.
    if (selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  }
  return value;
}
