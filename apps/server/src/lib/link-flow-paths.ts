/** The API paths of the link flows (referee, candidate, regain-trust): cookies scoped to them, no company session. */
export const REFEREE_FLOW_PATH = '/api/referee-flow';
export const TALENT_FLOW_PATH = '/api/talent-flow';
export const REGAIN_TRUST_FLOW_PATH = '/api/regain-trust';
export const LINK_FLOW_PATHS = [REFEREE_FLOW_PATH, TALENT_FLOW_PATH, REGAIN_TRUST_FLOW_PATH] as const;
