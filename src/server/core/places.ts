// A bounded count of places, in all and for each user, taken and given back in this thread: what
// limits the files read and the imports run at once in one server process.
import { ApiError } from '../http/api-error.ts';

export class Places {
  private active = 0;
  private readonly byUser = new Map<number, number>();

  /** `busy`: the Persian 429 messages when the user's places, or all of them, are taken. */
  constructor(
    private readonly perProcess: number,
    private readonly perUser: number,
    private readonly busy: { user: string; process: string },
  ) {}

  /** Places taken now (all users). */
  get taken(): number {
    return this.active;
  }

  /** A place for `userId`, or a 429 when the user's or all are taken; the answer gives it back (once). */
  claim(userId: number): () => void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.perUser) throw new ApiError(429, this.busy.user);
    if (this.active >= this.perProcess) throw new ApiError(429, this.busy.process);
    this.active++;
    this.byUser.set(userId, mine + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.active--;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }
}
