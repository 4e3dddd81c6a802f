// The DLT settings a production server with a real SMS gateway must have
// (lib/sms/dlt-config.ts): made-up ids of the right shape.
export const DLT_ENV = {
  SMS_SENDER_ID: 'GHRBZR',
  SMS_DLT_ENTITY_ID: '1201159123456789012',
  SMS_DLT_TEMPLATE_OTP: '1207161234567890001',
  SMS_DLT_TEMPLATE_ALERT_ONE: '1207161234567890002',
  SMS_DLT_TEMPLATE_ALERT_DIGEST: '1207161234567890003',
};

// The grievance officer every production server names (lib/grievance/officer.ts).
export const GRIEVANCE_ENV = {
  GRIEVANCE_OFFICER_NAME: 'Anita Desai',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@gharbazaar.in',
};
