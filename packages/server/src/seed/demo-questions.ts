import type * as schema from '../db/schema';
import { SeededRandom } from './random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A product the demo asks about: its id, shop and when it was listed. */
interface AskedProduct {
  id?: string;
  shopId: string;
  createdAt?: Date;
}

/** The demo's questions and the shops' answers, ready to insert. */
export interface DemoQuestionRows {
  questions: Insert<typeof schema.productQuestions>[];
  questionReplies: Insert<typeof schema.questionReplies>[];
}

/**
 * Questions a Pakistani shopper asks about any product (in English, Roman Urdu and Urdu), each with the answer its
 * shop gives; `null` stays unanswered ("Not answered yet" on the product page).
 */
const QUESTIONS: [question: string, answer: string | null][] = [
  [
    'Is cash on delivery available in Lahore?',
    'Yes, cash on delivery is available all over Pakistan, Lahore included.',
  ],
  ['Is this product original?', 'Yes, 100% original. We only sell genuine stock from the brand.'],
  [
    'Is the colour the same as in the picture?',
    'The colour is the same; it may look slightly different on some screens.',
  ],
  ['How many days will delivery take to Karachi?', 'Usually 3 to 5 working days to Karachi.'],
  ['Kya yeh original hai?', 'Ji haan, bilkul original hai.'],
  ['Delivery Peshawar mein kitne din mein hogi?', 'Peshawar mein 4 se 6 din lagte hain.'],
  ['کیا یہ اصلی ہے؟', 'جی ہاں، یہ سو فیصد اصلی ہے۔'],
  ['کیا اس کی واپسی ہو سکتی ہے؟', 'جی، ڈیلیوری کے سات دن کے اندر واپسی ہو سکتی ہے۔'],
  ['Can I return it if it does not fit?', 'Yes, you can return it within 7 days of delivery if it is unused.'],
  ['Is there any warranty?', 'It comes with the brand warranty; keep the box and the invoice.'],
  ['Will it come with a box?', 'Yes, it is delivered in its original packing.'],
  ['Is stock available in all colours?', null],
  ['Can you deliver before Eid?', null],
  ['Is the price final or is there a discount on two pieces?', null],
  ['Do you have this in a bigger size?', 'Please check the sizes on the product page; the ones shown are in stock.'],
];

const HOUR = 3600_000;

/**
 * Questions on the newest `productCount` products (none to three each; the newest always has three), asked by
 * `askers` some hours after the product was listed and before `until`; most get their shop's answer a few hours
 * later. Its own random source, so adding them moves none of the other demo data.
 */
export function buildDemoQuestions(
  products: readonly AskedProduct[],
  askers: readonly string[],
  until: Date,
  productCount = 240,
): DemoQuestionRows {
  const random = new SeededRandom(20250602);
  const rows: DemoQuestionRows = { questions: [], questionReplies: [] };
  products.slice(0, productCount).forEach((product, index) => {
    const listed = product.createdAt?.getTime() ?? until.getTime() - 24 * HOUR;
    const count = index === 0 ? 3 : random.int(0, 3);
    const picked = random.sample(QUESTIONS, count);
    // The newest product shows an answered question, an unanswered one and one in Urdu.
    if (index === 0) picked.splice(0, 3, QUESTIONS[0]!, QUESTIONS[11]!, QUESTIONS[6]!);
    for (const [question, answer] of picked) {
      const asked = listed + Math.floor(random.next() * (until.getTime() - listed) * 0.8);
      const id = random.uuid();
      rows.questions.push({
        id,
        productId: product.id as string,
        userId: random.pick(askers),
        shopId: product.shopId,
        question,
        createdAt: new Date(asked),
        updatedAt: new Date(asked),
      });
      if (answer === null) continue;
      const answered = Math.min(until.getTime(), asked + random.int(1, 30) * HOUR);
      rows.questionReplies.push({
        id: random.uuid(),
        questionId: id,
        shopId: product.shopId,
        reply: answer,
        createdAt: new Date(answered),
        updatedAt: new Date(answered),
      });
    }
  });
  return rows;
}
