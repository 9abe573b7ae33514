import type { LISTING_WORDS } from '../../listing-messages';
import type { Words } from '../localized';

/** The lists of pieces in Arabic (the English words: src/lib/listing-messages.ts). */
export default {
  quickView: 'نظرة سريعة',
  quickViewOf: (name: string) => `نظرة سريعة: ${name}`,

  shopTitle: 'تسوّقي كل الحُليّ',
  shopDescription: 'تسوّقي كل القلادات والخواتم والأساور والأقراط المصرية المصنوعة يدويًا، بأسعار بالجنيه المصري.',
  allTitle: 'كل الحُليّ',
  allDescription: 'كل قطعة مصنوعة يدويًا في مجموعتنا: قلادات وخواتم وأساور وأقراط صُنعت في القاهرة.',
  categoryDescription: (category: string) => `${category} مصرية مصنوعة يدويًا من الفضة والذهب والأحجار الطبيعية.`,
  titleWithPage: (title: string, page: string) => `${title}، ${page}`,
  searchDescription: (query: string) => `حُليّ مصرية مصنوعة يدويًا ومقالات من المدوّنة تطابق «${query}».`,
  searchDescriptionEmpty: 'ابحثي في كل قطعة مصنوعة يدويًا وكل مقال في متجر نفرتاري.',

  chosen: 'مختارة',
  filters: {
    category: 'القسم',
    metal: 'المعدن',
    stone: 'الحجر',
    size: 'المقاس',
    length: 'الطول',
    price: 'السعر',
    stock: 'التوفر',
    sale: 'العروض',
  },
  inStock: 'متوفرة',
  onSale: 'عليها تخفيض',
  priceUnder: (below: string) => `أقل من ${below}`,
  priceAndOver: (from: string) => `${from} فأكثر`,
  priceBetween: (from: string, below: string) => `من ${from} إلى ${below}`,
  sorts: {
    latest: 'الأحدث',
    'price-asc': 'السعر: من الأقل إلى الأعلى',
    'price-desc': 'السعر: من الأعلى إلى الأقل',
    popularity: 'الأكثر رواجًا',
  },

  pages: 'الصفحات',
  previous: 'السابقة',
  next: 'التالية',
  page: (n: number) => `الصفحة ${n}`,
} satisfies Words<typeof LISTING_WORDS>;
