// Cobranza Online for other screens: the collection modal's panel and Configuración's section.
export { CobranzaOnlinePanel } from './components/cobranza-online-panel';
export { CobranzaOnlineSection } from './components/cobranza-online-section';
export { COBRANZA_MSG } from './messages';
