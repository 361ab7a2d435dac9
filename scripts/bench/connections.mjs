/** autocannon's concurrent connections in every load of `npm run bench:api`. */
export const CONNECTIONS = 32;
