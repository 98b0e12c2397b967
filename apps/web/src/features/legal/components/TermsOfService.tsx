import { Link } from '@tanstack/react-router';
import { PRICING_CARDS, formatPlanPrice } from '../../landing/pricing-plans';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** Deliberately written from the same constants as the pricing section, so the two never disagree. */
function PlanList() {
  return (
    <ul>
      {PRICING_CARDS.map((plan) => {
        const price = formatPlanPrice(plan);
        return (
          <li key={plan.id}>
            <strong>{plan.name}</strong>: {price.amount}
            {price.period ? ` per ${plan.period}` : ''} ({plan.features.join(', ').toLowerCase()}).
          </li>
        );
      })}
    </ul>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'About these terms',
    body: (
      <p>
        These terms govern your use of Abhyas. By creating an account, or by using the service on
        behalf of a child, you agree to them. If you do not agree, please do not use Abhyas.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Accounts and roles',
    body: (
      <>
        <p>
          Abhyas has three roles: parent, student and teacher. The parent is the account holder and
          must be an adult. A parent adds each child, who receives a username and a 4-digit PIN; a
          student who registers for themselves holds their own account in the same way. Teachers get
          access through a school or a parent.
        </p>
        <p>
          Keep your password and your children’s PINs confidential. You are responsible for activity
          under your account; tell us at once if you think someone else has used it.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children and supervision',
    body: (
      <p>
        Children use Abhyas under the supervision of a parent or guardian, who is responsible for
        their use of the service, reviews their activity and approves any paid explanation they
        request.
      </p>
    ),
  },
  {
    id: 'plans',
    heading: 'Plans, credits and payments',
    body: (
      <>
        <p>Abhyas offers these plans, with prices in Indian rupees:</p>
        <PlanList />
        <p>
          Subscriptions are for a fixed term (a month or a year, as shown when you buy) and do not
          renew automatically unless that is clearly stated at the time of purchase. You can stop at
          any time; access continues until the end of the term you paid for.
        </p>
        <p>
          Credits pay for extra services such as a detailed explanation of a question, which costs 1
          credit and needs a parent’s approval. If we cannot produce something you spent credits on,
          the credits are returned. Payments are processed by Razorpay.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>share an account outside your family or resell access;</li>
          <li>copy, scrape or republish questions, solutions or papers in bulk;</li>
          <li>
            interfere with the service, probe it for weaknesses or access data that is not yours;
          </li>
          <li>
            submit unlawful, abusive or misleading content, including in explanation requests and
            messages.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Our content',
    body: (
      <p>
        Questions, solutions, papers and the Abhyas software belong to Abhyas or its licensors. You
        may use them for your own or your children’s learning, and teachers may use them with the
        students they teach on Abhyas. Any other use needs our written permission.
      </p>
    ),
  },
  {
    id: 'accuracy',
    heading: 'Accuracy and exam results',
    body: (
      <p>
        Questions are reviewed by teachers, but mistakes can slip through; please report any you
        find. Practice helps, but we do not promise any particular mark, rank or exam result. Abhyas
        is an independent service and is not affiliated with CBSE, CISCE, IB, any State Board or any
        Olympiad organiser.
      </p>
    ),
  },
  {
    id: 'availability',
    heading: 'Availability and changes to the service',
    body: (
      <p>
        We work to keep Abhyas available, especially in exam season, but it may occasionally be
        unavailable for maintenance or for reasons beyond our control. We may improve or change
        features; if a change removes something you paid for, we will offer a fair remedy.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and closing an account',
    body: (
      <p>
        You can close your account at any time. We may suspend or close an account that breaks these
        terms, after warning you where that is reasonable. Deleting a child’s profile permanently
        deletes that child’s data, as described in the <Link to="/privacy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, Abhyas is not liable for indirect or consequential loss, and
        our total liability for any claim is limited to the fees you paid to Abhyas in the 6 months
        before the claim. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. The courts in Bengaluru, Karnataka have
        jurisdiction over any dispute arising from them or from your use of Abhyas.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will change the date at the top of this page and email account
        holders before a material change takes effect. Continuing to use Abhyas after that means you
        accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to us through the <Link to="/contact">contact page</Link>
        . Our support team replies within 1 business day.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      path="/terms"
      title="Terms and conditions"
      intro={
        <p>
          Please read these terms carefully. They set out how parents, students and teachers may use
          Abhyas, how plans and payments work, and the limits of our responsibility.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
