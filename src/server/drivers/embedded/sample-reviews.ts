/** Sample reviews seeded (approved) for rated catalogue products, so a fresh shop's review lists are not empty. */
export const SAMPLE_REVIEWS: readonly { reviewer: string; email: string; review: string; rating: number }[] = [
  { reviewer: 'Mariam H.', email: 'mariam@example.com', review: 'Beautiful craftsmanship, it looks even better in person. Arrived well packed.', rating: 5 },
  { reviewer: 'Omar K.', email: 'omar@example.com', review: 'Bought it as a gift for my wife and she loves it. The detail is lovely.', rating: 5 },
  { reviewer: 'Nour A.', email: 'nour@example.com', review: 'Very pretty and comfortable to wear every day. Delivery took a little longer than expected.', rating: 4 },
  { reviewer: 'Sarah L.', email: 'sarah@example.com', review: 'Exactly as pictured. The finish is smooth and the clasp feels sturdy.', rating: 5 },
  { reviewer: 'Youssef M.', email: 'youssef@example.com', review: 'Good quality for the price. I would order again.', rating: 4 },
  { reviewer: 'Laila F.', email: 'laila@example.com', review: 'A true piece of Egyptian heritage. I get compliments every time I wear it.', rating: 5 },
];
