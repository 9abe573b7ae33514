import { z } from 'zod';
import type { ImageFunction } from 'astro/content/config';

/**
 * Editorial content (spec §3 "Blog article", §2 static pages, §9 size guide and hours): the
 * frontmatter of content/blog/*.mdx and content/pages/*.mdx and the files in content/data.
 * One schema per entity; a missing or wrong field fails the build naming the file and field.
 * Browser code imports only the inferred types from here, never zod itself.
 */

/** A calendar date written as "YYYY-MM-DD" (quoted or not in YAML), kept as a Date at UTC midnight. */
const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)], {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a date written as YYYY-MM-DD, e.g. "2026-05-12"'),
  })
  .pipe(z.coerce.date());

/** A non-empty line of text; a missing one is reported as 'is required'. */
const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'must not be empty');

/** The five journal categories of spec §3; a new one is added here on purpose, not by a typo. */
export const BLOG_CATEGORIES = ['History & Heritage', 'Sustainability', 'Product Care', 'Collections', 'Style & Trends'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Blog article frontmatter (spec §3). The slug is the file name: content/blog/{slug}.mdx. */
export const blogPostSchema = (image: ImageFunction) =>
  z.object({
    /** Stable number of the article; unique across the journal. */
    id: z.number().int().positive(),
    /** Headline shown on the card, the page and in the RSS feed. */
    title: text.max(120, 'must be at most 120 characters'),
    /** One or two sentences for cards, the feed and the meta description. */
    excerpt: text.max(300, 'must be at most 300 characters'),
    /** Cover picture, a path relative to the .mdx file (e.g. "./covers/my-post.svg"); optimised by astro:assets. */
    coverImage: image(),
    /** Describes the cover for readers who cannot see it; defaults to the title. */
    coverAlt: text.optional(),
    /** Publication date, YYYY-MM-DD; the journal lists the newest first. */
    date: isoDate,
    /** Full name of the writer, shown as 'By {author}'. */
    author: text,
    /** One of BLOG_CATEGORIES. */
    category: z.enum(BLOG_CATEGORIES, { error: `must be one of: ${BLOG_CATEGORIES.join(', ')}` }),
    /** Short topic labels, shown as badges and in 'Popular Tags'. */
    tags: z.array(text).min(1, 'must list at least one tag'),
    /** Set true to keep a finished file out of the journal, the feed and the sitemap. */
    draft: z.boolean().default(false),
  }).strict();
export type BlogPost = z.infer<ReturnType<typeof blogPostSchema>>;

/** One purpose of the privacy policy's accordion (spec §2). */
export const privacyPurposeSchema = z.object({
  /** Accordion heading, e.g. 'Order processing'. */
  title: text,
  /** What the data is used for, in one paragraph. */
  body: text,
}).strict();

/** One row of the shipping options table; it must match a shipping method the checkout offers. */
export const shippingOptionSchema = z.object({
  /** Id of the checkout's shipping method this row describes, e.g. 'standard'. */
  method: text,
  /** Method name as the checkout shows it, e.g. 'Standard Shipping'. */
  name: text,
  /** Where it delivers, e.g. 'Egypt'. */
  destination: text,
  /** Fee in EGP as a decimal string ("10.00"); shown through the one money formatter. */
  price: z.string().regex(/^\d+\.\d{2}$/, 'must be a decimal string like "10.00"'),
  /** Delivery time after dispatch, e.g. '3-5 business days'. */
  time: text,
}).strict();
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** Frontmatter of a content page in content/pages (legal, shipping, our story...). */
export const contentPageSchema = z.object({
  /** Page heading and <title> (the brand is appended). */
  title: text.max(70, 'must be at most 70 characters'),
  /** Meta description and the lead under the heading; 50-160 characters reads well in search results. */
  description: text.min(50, 'must be at least 50 characters').max(170, 'must be at most 170 characters'),
  /** 'Last updated' date of a policy, YYYY-MM-DD. */
  lastUpdated: isoDate.optional(),
  /** Privacy policy only: the purposes shown as an accordion. */
  purposes: z.array(privacyPurposeSchema).optional(),
  /** Shipping page only: the options table. */
  options: z.array(shippingOptionSchema).optional(),
}).strict();
export type ContentPage = z.infer<typeof contentPageSchema>;

/** One question of the FAQ. */
export const faqQuestionSchema = z.object({
  /** The question, shown as the summary of a collapsible. */
  q: text,
  /** The answer, plain text. */
  a: text,
}).strict();

/** content/data/faq.json: the four groups of spec §2. */
export const faqSchema = z.array(
  z.object({
    /** Group heading, e.g. 'Shopping & Orders'. */
    group: text,
    /** Its questions, in order. */
    questions: z.array(faqQuestionSchema).min(1, 'must have at least one question'),
  }).strict(),
).min(1, 'must have at least one group');
export type Faq = z.infer<typeof faqSchema>;

/** content/data/size-guide.json: the four charts of spec §9. */
export const sizeGuideSchema = z.object({
  /** Rings: US size with UK and EU equivalents and inside measurements. */
  rings: z.object({
    rows: z.array(z.object({
      /** US ring size, e.g. '7' (text, like the UK and EU sizes). */
      us: text,
      /** UK letter size, e.g. 'N½'. */
      uk: text,
      /** EU size (inside circumference in mm, rounded), e.g. '54'. */
      eu: text,
      /** Inside diameter in millimetres. */
      diameterMm: z.number().positive(),
      /** Inside circumference in millimetres. */
      circumferenceMm: z.number().positive(),
    }).strict()).min(1),
    /** How to measure, one tip per line. */
    advice: z.array(text),
  }).strict(),
  /** Bracelets: size letters, wrist and bracelet lengths, and fit allowances. */
  bracelets: z.object({
    rows: z.array(z.object({
      /** Size label, XS to XL. */
      size: text,
      /** Wrist circumference range in cm, e.g. '15-16'. */
      wristCm: text,
      /** Bracelet inner length range in cm. */
      braceletCm: text,
    }).strict()).min(1),
    fit: z.array(z.object({
      /** Fit name: Snug, Comfort, Loose, Bangle. */
      fit: text,
      /** Centimetres to add to the wrist measurement. */
      addCm: z.number().positive(),
    }).strict()).min(1),
    /** How to measure, one tip per line. */
    advice: z.array(text),
  }).strict(),
  /** Necklaces: named lengths and where they fall. */
  necklaces: z.object({
    rows: z.array(z.object({
      /** Length name, e.g. 'Princess'. */
      name: text,
      /** Length or range in cm, e.g. '45' or '91+'. */
      lengthCm: text,
      /** Where the necklace sits on the body. */
      sits: text,
    }).strict()).min(1),
    /** How to choose, one tip per line. */
    advice: z.array(text),
  }).strict(),
  /** Earrings: post gauge and weight classes. */
  earrings: z.object({
    gauge: z.array(z.object({
      /** Gauge name, e.g. 'Fine'. */
      name: text,
      /** Post thickness in millimetres. */
      mm: z.number().positive(),
    }).strict()).min(1),
    weight: z.array(z.object({
      /** Weight class, e.g. 'Light'. */
      name: text,
      /** Weight range, e.g. '3-6 g'. */
      range: text,
    }).strict()).min(1),
    /** How to choose, one tip per line. */
    advice: z.array(text),
  }).strict(),
}).strict();
export type SizeGuide = z.infer<typeof sizeGuideSchema>;

/** content/data/contact.json: contact details and hours of spec §9. */
export const contactDetailsSchema = z.object({
  /** Customer-care email address. */
  email: z.email('must be an email address'),
  /** Phone number in international form. */
  phone: text,
  /** WhatsApp number in international form. */
  whatsapp: text,
  /** Street address of the workshop and store. */
  address: text,
  /** Opening hours of the store, one line per group of days. */
  storeHours: z.array(z.object({
    /** e.g. 'Monday - Friday'. */
    days: text,
    /** e.g. '10am - 7pm' or 'Closed'. */
    hours: text,
  }).strict()).min(1),
  /** When customer care answers, e.g. 'Monday-Friday, 9 AM-5 PM EET'. */
  supportHours: text,
  /** Social profiles linked from the contact page. */
  social: z.array(z.object({
    /** Network name, e.g. 'Instagram'. */
    name: text,
    /** Profile address (https). */
    url: z.url({ protocol: /^https$/, error: 'must be a full https:// address' }),
  }).strict()),
}).strict();
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** content/data/setup-guide.json: the five steps of /wordpress-setup and what comes after. */
export const setupGuideSchema = z.object({
  /** The steps, in order; the page tracks each as complete or incomplete. */
  steps: z.array(z.object({
    /** Step heading. */
    title: text,
    /** Paragraphs of instructions. */
    body: z.array(text).min(1),
  }).strict()).length(5, 'must have exactly 5 steps (spec §9: setup steps 5)'),
  /** What the store owner can do once connected. */
  afterwards: z.array(z.object({
    /** Short heading, e.g. 'Manage products'. */
    title: text,
    /** One sentence. */
    body: text,
  }).strict()).min(1),
}).strict();
export type SetupGuide = z.infer<typeof setupGuideSchema>;
