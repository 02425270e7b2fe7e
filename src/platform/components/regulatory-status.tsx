import { textLinkStyles } from './text-link-styles';
import type { ReactNode } from 'react';
import { auditRegistrationText, indemnityInsuranceText, site } from '../../config/site';
import { publicRegisters } from '../../config/public-registers';
import type { RegulatoryStatusCopy } from '../../content/types';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 sm:grid sm:grid-cols-[16rem_1fr] sm:gap-6">
      <dt className="font-semibold text-ink-900">{term}</dt>
      <dd className="mt-1 leading-7 text-slate-700 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The firm's credentials, each from `site.legal` with a link to the public register that confirms it (`publicRegisters`). */
export function RegulatoryStatus({ copy }: { copy: RegulatoryStatusCopy }) {
  const { legal } = site;
  const { labels, checkLinks } = copy;
  return (
    <dl className="max-w-4xl border-b border-slate-200">
      <Row term={labels.professionalBody}>
        {legal.professionalBody.membership}{' '}
        <a className={textLinkStyles} href={publicRegisters.icaewDirectory}>
          {checkLinks.icaewDirectory}
        </a>
      </Row>
      <Row term={labels.auditRegistration}>
        {auditRegistrationText}{' '}
        <a className={textLinkStyles} href={publicRegisters.auditRegister}>
          {checkLinks.auditRegister}
        </a>
      </Row>
      <Row term={labels.amlSupervisor}>{legal.amlSupervisor}</Row>
      <Row term={labels.icoRegistration}>
        {copy.icoEntry} {legal.icoRegistration.reference}.{' '}
        <a className={textLinkStyles} href={publicRegisters.icoRegister}>
          {checkLinks.icoRegister}
        </a>
      </Row>
      <Row term={labels.companiesHouseAgent}>
        {copy.companiesHouseAgentEntry} {legal.companiesHouseAgent.reference}.
      </Row>
      <Row term={labels.indemnityInsurance}>{indemnityInsuranceText}</Row>
      <Row term={labels.registeredCompany}>
        {legal.registeredName}, company number {legal.companyNumber}, registered in {legal.registeredIn}.{' '}
        <a className={textLinkStyles} href={publicRegisters.companiesHouse}>
          {checkLinks.companiesHouse}
        </a>
      </Row>
      <Row term={labels.complaints}>
        {copy.complaints}{' '}
        <a className={textLinkStyles} href={publicRegisters.icaewComplaints}>
          {checkLinks.complaints}
        </a>
      </Row>
    </dl>
  );
}
