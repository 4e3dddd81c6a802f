/** A question of the site's FAQ, in the order the FAQ shows them. */
export type FaqApi = { id: number; audience: string; question: string; answer: string };
