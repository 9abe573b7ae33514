import * as z from 'zod/mini';
import './zod'; // the shop's wording for every issue
import type { ImageFunction } from 'astro/content/config';
import { CONTENT_MSG } from '../messages';
import { FIELD_MSG } from '../field-messages';
import { LOCALES } from '../i18n/locales';

/**
 * Editorial content (journal articles, static pages, the size guide, contact hours): the
 * frontmatter of content/blog/*.mdx and content/pages/*.mdx and the files in content/data.
 * One schema per entity; a missing or wrong field fails the build naming the file and field.
 * Browser code imports only the inferred types from here.
 */

const FIELD_REQUIRED = FIELD_MSG.required;

/** True for "YYYY-MM-DD" naming a day the calendar has ("2026-02-30" does not: it is not March 2). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/**
 * A calendar date written as "YYYY-MM-DD" (quoted or not in YAML), kept as a Date at UTC midnight.
 * An impossible quoted date is refused here; YAML turns an unquoted one into a Date before any
 * schema sees it, so the build's blog checks (src/loaders/blog-checks.ts) read the file for those.
 */
const isoDate = z.pipe(
  z.union(
    [
      z.date(),
      z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isCalendarDate, { error: CONTENT_MSG.dateNotReal })),
    ],
    {
      error: (issue) => (issue.input === undefined ? FIELD_REQUIRED : CONTENT_MSG.date),
    },
  ),
  z.coerce.date(),
);

/** A non-empty line of text; a missing one is reported as 'is required'. */
const text = z
  .string({ error: (issue) => (issue.input === undefined ? FIELD_REQUIRED : CONTENT_MSG.text) })
  .check(z.trim(), z.minLength(1, FIELD_MSG.notEmpty));
const maxChars = (n: number) => z.maxLength(n, FIELD_MSG.atMostChars(n));
const strict = z.strictObject;

/** The five journal categories; a new one is added here on purpose, not by a typo. */
export const BLOG_CATEGORIES = [
  'History & Heritage',
  'Sustainability',
  'Product Care',
  'Collections',
  'Style & Trends',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Blog article frontmatter. The slug is the file name: content/blog/{slug}.mdx. */
export const blogPostSchema = (image: ImageFunction) =>
  strict({
    /** Stable number of the article; unique across the journal. */
    id: z.int().check(z.positive()),
    /** Headline shown on the card, the page and in the RSS feed. */
    title: text.check(maxChars(120)),
    /** One or two sentences for cards, the feed and the meta description. */
    excerpt: text.check(maxChars(300)),
    /** Cover picture, a path relative to the .mdx file (e.g. "./covers/my-post.svg"); optimised by astro:assets. */
    coverImage: image(),
    /** Describes the cover for readers who cannot see it; defaults to the title. */
    coverAlt: z.optional(text),
    /** Publication date, YYYY-MM-DD; the journal lists the newest first. */
    date: isoDate,
    /** Full name of the writer, shown as 'By {author}'. */
    author: text,
    /** One of BLOG_CATEGORIES. */
    category: z.enum(BLOG_CATEGORIES, { error: CONTENT_MSG.blogCategory(BLOG_CATEGORIES) }),
    /** Short topic labels, shown as badges and in 'Popular Tags'. */
    tags: z.array(text).check(z.minLength(1, CONTENT_MSG.atLeastOneTag)),
    /** Set true to keep a finished file out of the journal, the feed and the sitemap. */
    draft: z._default(z.boolean(), false),
    /**
     * The language the post is written in: 'en' (the default) or 'ar'. A post is written in one
     * language; the journal of the other lists it too, marked, and shows it in its own direction.
     */
    language: z._default(z.enum(LOCALES, { error: CONTENT_MSG.language(LOCALES) }), 'en'),
  });
export type BlogPost = z.output<ReturnType<typeof blogPostSchema>>;

/** One purpose of the privacy policy's accordion. */
export const privacyPurposeSchema = strict({
  /** Accordion heading, e.g. 'Order processing'. */
  title: text,
  /** What the data is used for, in one paragraph. */
  body: text,
});

/** One row of the shipping options table; it must match a shipping method the checkout offers. */
export const shippingOptionSchema = strict({
  /** Id of the checkout's shipping method this row describes, e.g. 'standard'. */
  method: text,
  /** Method name as the checkout shows it, e.g. 'Standard Shipping'. */
  name: text,
  /** Where it delivers, e.g. 'Egypt'. */
  destination: text,
  /** Fee in EGP as a decimal string ("10.00"); shown through the one money formatter. */
  price: z.string().check(z.regex(/^\d+\.\d{2}$/, CONTENT_MSG.decimal)),
  /** Delivery time after dispatch, e.g. '3-5 business days'. */
  time: text,
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** Frontmatter of a content page in content/pages (legal, shipping, our story...). */
export const contentPageSchema = strict({
  /** Page heading and <title> (the brand is appended). */
  title: text.check(maxChars(70)),
  /** Meta description and the lead under the heading; 50-160 characters reads well in search results. */
  description: text.check(z.minLength(50, FIELD_MSG.atLeastChars(50)), maxChars(170)),
  /** Small label above the heading, e.g. 'Handmade in Cairo since 2016'. */
  eyebrow: z.optional(text.check(maxChars(60))),
  /** 'Last updated' date of a policy, YYYY-MM-DD. */
  lastUpdated: z.optional(isoDate),
  /** Privacy policy only: the purposes shown as an accordion. */
  purposes: z.optional(z.array(privacyPurposeSchema)),
  /** Shipping page only: the options table. */
  options: z.optional(z.array(shippingOptionSchema)),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** One question of the FAQ. */
export const faqQuestionSchema = strict({
  /** The question, shown as the summary of a collapsible. */
  q: text,
  /** The answer, plain text. */
  a: text,
});

/** content/data/faq.json: the FAQ's four groups (shopping, products, returns, account). */
export const faqSchema = z
  .array(
    strict({
      /** Group heading, e.g. 'Shopping & Orders'. */
      group: text,
      /** Its questions, in order. */
      questions: z.array(faqQuestionSchema).check(z.minLength(1, CONTENT_MSG.atLeastOneQuestion)),
    }),
  )
  .check(z.minLength(1, CONTENT_MSG.atLeastOneGroup));
export type Faq = z.infer<typeof faqSchema>;

/** content/data/size-guide.json: the four charts (rings, bracelets, necklaces, earrings). */
export const sizeGuideSchema = strict({
  /** Rings: US size with UK and EU equivalents and inside measurements. */
  rings: strict({
    rows: z
      .array(
        strict({
          /** US ring size, e.g. '7' (text, like the UK and EU sizes). */
          us: text,
          /** UK letter size, e.g. 'N½'. */
          uk: text,
          /** EU size (inside circumference in mm, rounded), e.g. '54'. */
          eu: text,
          /** Inside diameter in millimetres. */
          diameterMm: z.number().check(z.positive()),
          /** Inside circumference in millimetres. */
          circumferenceMm: z.number().check(z.positive()),
        }),
      )
      .check(z.minLength(1)),
    /** How to measure, one tip per line. */
    advice: z.array(text),
  }),
  /** Bracelets: size letters, wrist and bracelet lengths, and fit allowances. */
  bracelets: strict({
    rows: z
      .array(
        strict({
          /** Size label, XS to XL. */
          size: text,
          /** Wrist circumference range in cm, e.g. '15-16'. */
          wristCm: text,
          /** Bracelet inner length range in cm. */
          braceletCm: text,
        }),
      )
      .check(z.minLength(1)),
    fit: z
      .array(
        strict({
          /** Fit name: Snug, Comfort, Loose, Bangle. */
          fit: text,
          /** Centimetres to add to the wrist measurement. */
          addCm: z.number().check(z.positive()),
        }),
      )
      .check(z.minLength(1)),
    /** How to measure, one tip per line. */
    advice: z.array(text),
  }),
  /** Necklaces: named lengths and where they fall. */
  necklaces: strict({
    rows: z
      .array(
        strict({
          /** Length name, e.g. 'Princess'. */
          name: text,
          /** Length or range in cm, e.g. '45' or '91+'. */
          lengthCm: text,
          /** Where the necklace sits on the body. */
          sits: text,
        }),
      )
      .check(z.minLength(1)),
    /** How to choose, one tip per line. */
    advice: z.array(text),
  }),
  /** Earrings: post gauge and weight classes. */
  earrings: strict({
    gauge: z
      .array(
        strict({
          /** Gauge name, e.g. 'Fine'. */
          name: text,
          /** Post thickness in millimetres. */
          mm: z.number().check(z.positive()),
        }),
      )
      .check(z.minLength(1)),
    weight: z
      .array(
        strict({
          /** Weight class, e.g. 'Light'. */
          name: text,
          /** Weight range, e.g. '3-6 g'. */
          range: text,
        }),
      )
      .check(z.minLength(1)),
    /** How to choose, one tip per line. */
    advice: z.array(text),
  }),
});
export type SizeGuide = z.infer<typeof sizeGuideSchema>;

/** content/data/contact.json: contact details, store hours and support hours. */
export const contactDetailsSchema = strict({
  /** Customer-care email address. */
  email: z.email(CONTENT_MSG.email),
  /** Phone number in international form. */
  phone: text,
  /** WhatsApp number in international form. */
  whatsapp: text,
  /** Street address of the workshop and store. */
  address: text,
  /** Opening hours of the store, one line per group of days. */
  storeHours: z
    .array(
      strict({
        /** e.g. 'Monday - Friday'. */
        days: text,
        /** e.g. '10am - 7pm' or 'Closed'. */
        hours: text,
      }),
    )
    .check(z.minLength(1)),
  /** When customer care answers, e.g. 'Monday-Friday, 9 AM-5 PM EET'. */
  supportHours: text,
  /** Social profiles linked from the contact page. */
  social: z.array(
    strict({
      /** Network name, e.g. 'Instagram'. */
      name: text,
      /** Profile address (https). */
      url: z.url({ protocol: /^https$/, error: CONTENT_MSG.https }),
    }),
  ),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** content/data/home.json: the home page's own words around its pieces (hero, our story, the closing call). */
export const homePageSchema = strict({
  /** The opening block. */
  hero: strict({
    /** Small label above the heading, e.g. 'Handcrafted in Cairo'. */
    eyebrow: text,
    /** The heading's fixed start, e.g. 'For Every'; one of `words` follows it in turn. */
    heading: text,
    /** The six words that take turns after the heading, one every two seconds. */
    words: z.array(text).check(z.length(6, CONTENT_MSG.sixWords)),
    /** The paragraph under the heading. */
    lead: text,
    /** The two buttons' labels: to the new arrivals, and to the whole collection. */
    shopNew: text,
    explore: text,
  }),
  /** The band about the workshop, leading to /about-us. */
  story: strict({
    eyebrow: text,
    heading: text,
    /** Its paragraphs, in order. */
    paragraphs: z.array(text).check(z.minLength(1)),
    /** The button to /about-us. */
    readMore: text,
    /** Figures beside it: '20+' and 'master artisans'. */
    facts: z.array(
      strict({
        /** The figure, large: '20+', '1 year'. */
        figure: text,
        /** What it counts. */
        label: text,
      }),
    ),
  }),
  /** The call to see every piece, above the newsletter. */
  closing: strict({ heading: text, lead: text, button: text }),
});
export type HomePage = z.infer<typeof homePageSchema>;

/** content/data/setup-guide.json: the five steps of /wordpress-setup and what comes after. */
export const setupGuideSchema = strict({
  /** The steps, in order; the page tracks each as complete or incomplete. */
  steps: z
    .array(
      strict({
        /** Step heading. */
        title: text,
        /** Paragraphs of instructions. */
        body: z.array(text).check(z.minLength(1)),
      }),
    )
    .check(z.length(5, CONTENT_MSG.fiveSteps)),
  /** What the store owner can do once connected. */
  afterwards: z
    .array(
      strict({
        /** Short heading, e.g. 'Manage products'. */
        title: text,
        /** One sentence. */
        body: text,
      }),
    )
    .check(z.minLength(1)),
});
export type SetupGuide = z.infer<typeof setupGuideSchema>;
