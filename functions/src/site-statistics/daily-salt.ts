import { randomBytes } from 'node:crypto';

/** Where the day's salt is kept: one document per UTC day, read by no client. */
export interface SaltStore {
  /** Stores `value` as the salt of `day` unless there is one: true when this call stored it. */
  create(day: string, value: string): Promise<boolean>;
  read(day: string): Promise<string | null>;
  /** Deletes the salt of every day before `day`. */
  deleteBefore(day: string): Promise<void>;
}

/**
 * The salt of the visitor hashes, one random value per UTC day, the same for every instance: the
 * first hit of a day creates it (or, when another instance was first, reads that one) and each
 * instance keeps it in memory until the day is over. Creating a day's salt deletes the older
 * ones, so no salt outlives its day by more than the time until the next day's first view, even
 * where the daily cleanup never runs (the emulators). Once a salt is gone nobody, the site's
 * owner included, can tell whose hash a stored one was.
 */
export class DailySalt {
  private cached: { day: string; value: Promise<string> } | null = null;

  constructor(private readonly store: SaltStore) {}

  of(day: string): Promise<string> {
    if (this.cached?.day !== day) {
      const value = this.load(day);
      this.cached = { day, value };
      // A failed read is asked again by the next hit, not kept for the day.
      value.catch(() => {
        if (this.cached?.value === value) this.cached = null;
      });
    }
    return this.cached.value;
  }

  private async load(day: string): Promise<string> {
    const fresh = randomBytes(32).toString('base64');
    if (await this.store.create(day, fresh)) {
      await this.store.deleteBefore(day);
      return fresh;
    }
    const stored = await this.store.read(day);
    if (!stored) throw new Error(`The statistics salt of ${day} could not be read`);
    return stored;
  }
}
