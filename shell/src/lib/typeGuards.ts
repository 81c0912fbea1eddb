/**
 * Type guards for values that come from outside the code's control (a copy kept in storage): each
 * says exactly which shape it accepts, so nothing of another shape reaches a component.
 */
type Guard<T> = (value: unknown) => value is T;

export const isText: Guard<string> = (value) => typeof value === 'string';

export const isNumberOrNull: Guard<number | null> = (value) => value === null || typeof value === 'number';

/** A list whose every element passes `isItem`. */
export const isListOf =
  <T>(isItem: Guard<T>): Guard<T[]> =>
  (value) =>
    Array.isArray(value) && value.every(isItem);

/** An object whose every named field passes its own guard (other fields are ignored). */
export const isShaped =
  <T extends object>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> =>
  (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries<Guard<unknown>>(fields).every(([key, isField]) => isField(Reflect.get(value, key)));
