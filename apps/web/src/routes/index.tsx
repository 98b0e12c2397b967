import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CtaBand } from '../features/landing/components/CtaBand';
import { HowItWorksSection } from '../features/landing/components/HowItWorksSection';
import { LandingHero } from '../features/landing/components/LandingHero';
import { LogoStrip } from '../features/landing/components/LogoStrip';
import { PricingSection } from '../features/landing/components/PricingSection';
import { StatsStrip } from '../features/landing/components/StatsStrip';
import { SubjectsSection } from '../features/landing/components/SubjectsSection';
import { useHashScroll } from '../features/landing/hooks/useHashScroll';

export function LandingPage() {
  useDocumentTitle(null);
  useHashScroll();
  return (
    <>
      <LandingHero />
      <StatsStrip />
      <HowItWorksSection />
      <SubjectsSection />
      <PricingSection />
      <CtaBand />
      <LogoStrip />
    </>
  );
}
