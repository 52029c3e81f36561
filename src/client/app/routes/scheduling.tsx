import { CompanyRequired } from '@client/features/company/components/company-required';
import { SchedulingPage } from '@client/features/scheduling/components/scheduling-page';

/** Visits belong to a company and its customers: an owner without one is asked to create it first. */
export default function Scheduling() {
  return (
    <CompanyRequired why="Visits are booked for your business and its customers, so start with your profile.">
      <SchedulingPage />
    </CompanyRequired>
  );
}
