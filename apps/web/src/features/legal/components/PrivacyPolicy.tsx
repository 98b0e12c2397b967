import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'roles',
    heading: 'Who uses Abhyas',
    body: (
      <>
        <p>Abhyas has three roles, and what we collect depends on the role:</p>
        <ul>
          <li>
            <strong>Parent</strong>: holds the account. A parent registers with an email address and
            password, adds their children, schedules tests, reviews results, approves explanation
            requests and manages credits and payments.
          </li>
          <li>
            <strong>Student</strong>: a child added by a parent, or a student who registers for
            themselves. Students sign in with a username and a 4-digit PIN, take tests and see their
            own results.
          </li>
          <li>
            <strong>Teacher</strong>: a teacher or tutor given access by a school or by a parent to
            assign papers and follow the progress of the students they teach.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'information',
    heading: 'Information we collect',
    body: (
      <>
        <h3>Account data</h3>
        <p>
          Name, email address and role. For parents, also a mobile number and a password. For
          students, their class, subjects of interest, an optional school name, a username and a
          PIN. Passwords and PINs are stored only as secure one-way hashes; nobody at Abhyas can
          read them.
        </p>
        <h3>Learning activity</h3>
        <p>
          Test attempts, the responses given, scores, time on task, the chapters and topics
          practised, and explanation requests with their reasons.
        </p>
        <h3>Inferences</h3>
        <p>
          From learning activity we compute estimates of skill mastery and suggested next steps,
          such as the topics a student should keep practising. These drive the adaptive drills and
          the learning-needs view.
        </p>
        <h3>Payments</h3>
        <p>
          The plan or credit pack bought, amounts, and the order and payment references from our
          payment provider, Razorpay. Card, UPI and bank details are entered with Razorpay and never
          reach our servers.
        </p>
        <h3>Messages you send us</h3>
        <p>
          What you write in the contact form (name, email, message), in a free-mock request (name,
          email, optional mobile number, class, track and your consent choice) and the email address
          you give to subscribe to our newsletter.
        </p>
        <h3>Technical data</h3>
        <p>
          Request logs with IP address, browser type and times, kept to secure the service, prevent
          abuse and fix faults.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run the service: create papers, time and mark tests, and show results.</li>
        <li>To personalise practice: choose drill questions and suggest what to study next.</li>
        <li>To show progress to the people entitled to see it (see the next section).</li>
        <li>To process payments and keep an accurate record of credits.</li>
        <li>
          To reply to your messages and, if you asked for them, send the free mock test, sprint plan
          and newsletter.
        </li>
        <li>
          To keep the service secure, for example by limiting repeated sign-in attempts, and to
          diagnose faults.
        </li>
      </ul>
    ),
  },
  {
    id: 'visibility',
    heading: 'Who can see a student’s progress',
    body: (
      <>
        <p>
          A student sees their own tests and results. The parent who holds the account sees the
          progress of each of their children. Parents and authorised teachers may view student
          progress where this has been configured, for example when a school runs a pilot with its
          teachers.
        </p>
        <p>
          Abhyas staff access account data only when needed to answer a support request or keep the
          service running. We do not sell personal data and we never use children’s data for
          advertising.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Most of our learners are children. Children use Abhyas under the supervision of a parent or
        guardian, who creates their profile, can see their activity, and approves any paid
        explanation they request. If you believe a child is using Abhyas without a parent’s
        knowledge, <Link to="/contact">contact us</Link> and we will remove the profile.
      </p>
    ),
  },
  {
    id: 'providers',
    heading: 'Service providers',
    body: (
      <>
        <p>We use a small number of providers who process data only on our instructions:</p>
        <ul>
          <li>Hosting and storage providers that run our servers and databases.</li>
          <li>Razorpay, to take payments.</li>
          <li>
            An AI model provider, when enabled, to help generate practice questions and
            explanations. We send question and syllabus content, not names or contact details.
          </li>
          <li>Email and WhatsApp messaging providers, to deliver messages you asked for.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'Keeping and deleting data',
    body: (
      <>
        <p>
          We keep data while the account is active. When a parent deletes a child’s profile, all of
          that child’s data, including papers, assignments, test attempts and activity logs, is
          permanently deleted.
        </p>
        <p>
          A parent can ask us to delete the whole account. We then delete it, except records the law
          requires us to keep, such as payment records for tax purposes, which we keep only for the
          period required.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        All traffic to Abhyas is encrypted. Passwords and PINs are stored as salted hashes, sign-in
        attempts are limited, and access to production systems is restricted to the staff who run
        them. No system is perfectly secure; if we learn of a breach that affects you, we will tell
        you without undue delay.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <ul>
        <li>See and correct account details from your dashboard, or ask us to.</li>
        <li>Delete a child’s profile at any time, or ask us to delete your account.</li>
        <li>Unsubscribe from the newsletter with the link in every email.</li>
        <li>
          Withdraw consent to WhatsApp or email updates about a free mock test by writing to us.
        </li>
        <li>
          Exercise the rights you have under Indian law, including the Digital Personal Data
          Protection Act, 2023, by contacting us.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the date at the top of this page, and we will email
        parents before any change that materially affects how their children’s data is used.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about this policy or about your data? Write to us through the{' '}
        <Link to="/contact">contact page</Link>. Our support team replies within 1 business day.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      path="/privacy"
      title="Privacy policy"
      intro={
        <p>
          This policy explains what information Abhyas collects when parents, students and teachers
          use our exam-practice service, why we collect it, who can see it and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
