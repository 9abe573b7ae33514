import type { FIELD_WORDS } from '../../field-messages';
import type { Words } from '../localized';
import { arabicCount } from './count';

/**
 * How a field's value is refused, in Arabic (the English words: src/lib/field-messages.ts). A
 * fragment speaks of the value or the text, never of the field by name, since the field's name
 * comes before it ("الكمية: يجب ألا تقل القيمة عن 1", src/lib/i18n/ar/request-messages.ts).
 */
const characters = (n: number) => arabicCount(n, 'حرف واحد', 'حرفين', 'أحرف', 'حرفًا');
const items = (n: number) => arabicCount(n, 'عنصر واحد', 'عنصرين', 'عناصر', 'عنصرًا');

export default {
  required: 'حقل مطلوب',
  notEmpty: 'يجب ألا تكون القيمة فارغة',
  mustBe: (what: string) => `يجب أن تكون القيمة ${what}`,
  typeNames: {
    string: 'نصًا',
    number: 'رقمًا',
    int: 'عددًا صحيحًا',
    boolean: 'صحيحة أو خاطئة',
    array: 'قائمة',
    object: 'مجموعة من الحقول',
    record: 'قائمة من الأسماء والقيم',
    date: 'تاريخًا',
  } as Record<string, string>,
  atLeastChars: (n: number) => `يجب ألا يقل طول النص عن ${characters(n)}`,
  atMostChars: (n: number) => `يجب ألا يزيد طول النص على ${characters(n)}`,
  exactChars: (n: number) => `يجب أن يكون طول النص ${characters(n)} بالضبط`,
  atLeast: (n: number) => `يجب ألا تقل القيمة عن ${n}`,
  above: (n: number) => `يجب أن تكون القيمة أكبر من ${n}`,
  atMost: (n: number) => `يجب ألا تزيد القيمة على ${n}`,
  atLeastItems: (n: number) => `يجب ألا يقل عدد العناصر عن ${items(n)}`,
  atMostItems: (n: number) => `يجب ألا يزيد عدد العناصر على ${items(n)}`,
  exactItems: (n: number) => `يجب أن يكون عدد العناصر ${items(n)} بالضبط`,
  email: 'يجب أن تكون القيمة عنوان بريد إلكتروني',
  url: 'يجب أن تكون القيمة عنوان ويب كاملًا',
  dateTime: 'يجب أن تكون القيمة تاريخًا ووقتًا مثل 2026-05-12T10:30:00',
  format: 'القيمة ليست بالصيغة المتوقعة',
  oneOf: (values: readonly unknown[]) => `يجب أن تكون القيمة واحدة مما يلي: ${values.map(String).join('، ')}`,
  unknownFields: (keys: readonly string[]) =>
    keys.length === 1 ? `حقل غير معروف: ${keys[0]}` : `حقول غير معروفة: ${keys.join('، ')}`,
  invalid: 'القيمة غير صالحة',
  controlCharacters: 'يجب ألا يحتوي النص على رموز تحكم غير مرئية؛ يُرجى إعادة كتابته',
  controlCharacterIn: (label: string) => `${label}: يجب ألا يحتوي النص على رموز تحكم غير مرئية؛ يُرجى إعادة كتابته`,
  fieldRequired: (label: string) => `يُرجى إدخال ${label}`,
  fieldTooLong: (label: string, max: number) => `${label}: يجب ألا يزيد طول النص على ${characters(max)}`,
} satisfies Words<typeof FIELD_WORDS>;
