/**
 * An amount in euros rounded to the cent (half up, as Math.round), the one rounding every cost, price
 * and saving of the site goes through: a figure computed twice rounds the same way twice.
 */
export const cents = (euros: number): number => Math.round(euros * 100) / 100
