import { useCallback } from 'react';
import { Col, Form, Row, Select, Typography } from 'antd';
import type { FleetLeadCatalogs } from '@shared/schemas/fleetLead';
import { ContactNameAutocomplete } from '../../shared/ContactNameAutocomplete';
import { leadFleetApi } from '../leadFleetApi';
import { EMPTY_CONTACT, type LeadWizardState } from './wizardState';
import { FleetLeadContactInputs } from '../inputs/FleetLeadInputs';

export interface WizardStepProps {
  catalogs: FleetLeadCatalogs;
  state: LeadWizardState;
  onChange(patch: Partial<LeadWizardState>): void;
}

/** Step 1: company, executive, origin and the contact (name suggestions from the company's contacts). */
export function LeadDataStep({ catalogs, state, onChange, chooseExecutive }: WizardStepProps & { chooseExecutive: boolean }) {
  const companyId = state.CompanyId;
  const fetchContacts = useCallback((filter: string) => leadFleetApi.companyContacts(companyId ?? 0, filter), [companyId]);
  return (
    <Form layout="vertical">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label="Empresa" required htmlFor="lead-company">
            <Select
              id="lead-company"
              showSearch={{ optionFilterProp: 'label' }}
              value={state.CompanyId}
              onChange={(CompanyId: number) => {
                const company = catalogs.Companies.find((c) => c.id === CompanyId);
                // A new company means new contacts; its executive is the natural owner.
                onChange({ CompanyId, contact: EMPTY_CONTACT, ...(chooseExecutive && company?.UserId && !state.UserId ? { UserId: company.UserId } : {}) });
              }}
              options={catalogs.Companies.map((c) => ({ value: c.id, label: c.name }))}
              placeholder="Selecciona una empresa"
            />
          </Form.Item>
        </Col>
        {chooseExecutive ? (
          <Col xs={24} md={12}>
            <Form.Item label="Ejecutivo" required htmlFor="lead-executive">
              <Select
                id="lead-executive"
                showSearch={{ optionFilterProp: 'label' }}
                value={state.UserId}
                onChange={(UserId: number) => onChange({ UserId })}
                options={catalogs.Users.map((u) => ({ value: u.id, label: u.firstAndLastName }))}
                placeholder="Selecciona un ejecutivo"
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item label="Origen" required htmlFor="lead-origin">
            <Select
              id="lead-origin"
              value={state.LeadFleetOriginId}
              onChange={(LeadFleetOriginId: number) => onChange({ LeadFleetOriginId })}
              options={catalogs.LeadFleetOrigins.map((o) => ({ value: o.id, label: o.description }))}
              placeholder="Selecciona un origen"
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Contacto</Typography.Title>
      <FleetLeadContactInputs
        idPrefix="lead-contact"
        nameLabel="Nombre del contacto"
        nameExtra={companyId ? undefined : 'Elige una empresa para ver sus contactos'}
        value={state.contact}
        // A typed name is a new contact; a picked one brings its id.
        onChange={(patch) => onChange({ contact: { ...state.contact, ...patch, ...('name' in patch ? { id: undefined } : {}) } })}
        nameInput={
          <ContactNameAutocomplete
            id="lead-contact-name"
            value={state.contact.name}
            scope={companyId !== undefined ? `company-${companyId}` : undefined}
            fetch={fetchContacts}
            onChange={(name) => onChange({ contact: { ...state.contact, name, id: undefined } })}
            onPick={(c) => onChange({ contact: { id: c.id ?? undefined, name: c.name, phone: c.phone ?? '', email: c.email ?? '' } })}
          />
        }
      />
    </Form>
  );
}
