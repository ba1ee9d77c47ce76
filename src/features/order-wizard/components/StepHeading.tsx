import type { ReactNode } from 'react';
import './WizardStep.css';

/** The step's heading; it takes focus when the step changes (see OrderWizardPage). */
export function StepHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="wizard-step-heading">
      {children}
      <h2 id="order-wizard-step-title" className="wizard-step-heading__title" tabIndex={-1}>
        {title}
      </h2>
      {intro && <p className="wizard-step-heading__intro">{intro}</p>}
    </div>
  );
}
