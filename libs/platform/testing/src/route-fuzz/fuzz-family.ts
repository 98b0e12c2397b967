import type {
  AddChildResponse,
  ChildrenResponse,
  LoginResponse,
  ResetCredentialsResponse,
  StudentLoginResponse,
} from '@abhyas/contracts';
import type { RawHttp } from './raw-http';

const PASSWORD = 'fuzz-secret-pass';
const CHILD_NAMES = ['Meera', 'Kabir', 'Anaya', 'Vihaan', 'Ishita', 'Arjun', 'Diya', 'Reyansh'];

/**
 * The family the fuzzer signs in as: a registered parent and a child signed in with their PIN.
 * Fuzzed requests may end its sessions, reset the PIN or delete the child; `restore` puts it
 * back through the API (signing in again, or, once fuzzed sign-ins have drawn the sign-in
 * limits, registering a new family), so the rest of the run still reaches signed-in code.
 */
export class FuzzFamily {
  parentId = '';
  parentToken = '';
  email = '';
  childId = '';
  childName = '';
  studentToken = '';
  private families = 0;
  private children = 0;

  private constructor(private readonly http: RawHttp) {}

  static async register(http: RawHttp): Promise<FuzzFamily> {
    const family = new FuzzFamily(http);
    await family.registerParent();
    return family;
  }

  /** The values any generated string may take: with them, requests pass the access checks. */
  get known(): string[] {
    return [this.parentId, this.childId, this.childName, this.email];
  }

  tokenOf(caller: 'anonymous' | 'parent' | 'student'): string | undefined {
    return caller === 'parent'
      ? this.parentToken
      : caller === 'student'
        ? this.studentToken
        : undefined;
  }

  /** Signs the parent and the child in again, or adds a child again, where a request undid them. */
  async restore(): Promise<void> {
    const children = await this.http.send({
      method: 'GET',
      url: `/api/parent/${this.parentId}/children`,
      headers: { authorization: `Bearer ${this.parentToken}` },
    });
    if (children.status === 401) {
      await this.signInParent();
      return;
    }
    const listed = (JSON.parse(children.text) as ChildrenResponse).children;
    if (!listed.some((child) => child._id === this.childId)) {
      await this.addChild();
      return;
    }
    const student = await this.http.send({
      method: 'GET',
      url: `/api/tests/scheduled/${this.parentId}/${encodeURIComponent(this.childName)}`,
      headers: { authorization: `Bearer ${this.studentToken}` },
    });
    if (student.status === 401) {
      const reset = await this.json<ResetCredentialsResponse>(
        'POST',
        `/api/parent/${this.parentId}/child/${this.childId}/reset-credentials`,
        this.parentToken,
      );
      await this.signInStudent(reset.username, reset.pin);
    }
  }

  private async signInParent(): Promise<void> {
    try {
      const signedIn = await this.json<LoginResponse>('POST', '/api/auth/login', undefined, {
        email: this.email,
        password: PASSWORD,
      });
      this.parentToken = signedIn.token;
    } catch {
      // Fuzzed sign-ins from this address drew the limit (429): a new family needs no sign-in.
      await this.registerParent();
    }
  }

  private async registerParent(): Promise<void> {
    this.families += 1;
    this.email = `fuzz.parent${this.families}@example.in`;
    const registered = await this.json<LoginResponse>('POST', '/api/auth/register', undefined, {
      role: 'parent',
      name: 'Fuzz Parent',
      email: this.email,
      password: PASSWORD,
      mobile: `98765${String(10_000 + this.families).slice(-5)}`,
    });
    this.parentId = registered.user.id;
    this.parentToken = registered.token;
    await this.addChild();
  }

  private async addChild(): Promise<void> {
    // Names are unique within a family: Meera, Kabir, …, then Meera B, Kabir B, …
    const round = Math.floor(this.children / CHILD_NAMES.length);
    this.childName = `${CHILD_NAMES[this.children % CHILD_NAMES.length]}${round > 0 ? ` ${String.fromCharCode(65 + (round % 26))}` : ''}`;
    this.children += 1;
    const added = await this.json<AddChildResponse>('POST', '/api/add-child', this.parentToken, {
      parentId: this.parentId,
      child: { name: this.childName, class: 'Class 8' },
    });
    this.childId = added.child._id;
    await this.signInStudent(added.credentials.username, added.credentials.pin);
  }

  /** Best effort: once fuzzed PIN sign-ins drew this address's limit, the student stays signed out. */
  private async signInStudent(username: string, pin: string): Promise<void> {
    try {
      const signedIn = await this.json<StudentLoginResponse>(
        'POST',
        '/api/auth/student-login',
        undefined,
        { username, pin },
      );
      this.studentToken = signedIn.token;
    } catch {
      this.studentToken = '';
    }
  }

  private async json<Body>(
    method: string,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<Body> {
    const answer = await this.http.send({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status >= 300) {
      throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    return JSON.parse(answer.text) as Body;
  }
}
