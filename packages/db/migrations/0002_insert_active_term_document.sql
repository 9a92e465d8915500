-- Business terms: at most one term document is active at a time, and the first one ships with
-- the product so every installation has terms to accept.

CREATE UNIQUE INDEX term_documents_one_active ON term_documents ((true)) WHERE active;
CREATE UNIQUE INDEX term_documents_version_key ON term_documents (version);
CREATE INDEX business_terms_term_idx ON business_terms (term_document_id);

INSERT INTO term_documents (title, version, active, body) VALUES (
  'Términos y condiciones de uso de Portal Cliente',
  '2026-01',
  true,
  $$1. Objeto. Estos términos regulan el uso de Portal Cliente, la plataforma en línea con la que las empresas clientes consultan y gestionan su información tributaria, contable, bancaria y de remuneraciones. Al aceptarlos, la persona que actúa en nombre de la empresa declara tener facultades suficientes para obligarla.

2. Cuentas y credenciales. Cada usuario ingresa con su correo y una contraseña personal e intransferible. La empresa es responsable de las personas que asocia a su cuenta y de los roles que les asigna (Propietario, Administrador o Invitado). Las credenciales del Servicio de Impuestos Internos (SII) y de otras entidades que la empresa registre se usarán solo para obtener y enviar la información necesaria para prestar el servicio, y se guardan cifradas.

3. Información y responsabilidad. Portal Cliente procesa los documentos tributarios, movimientos bancarios y demás antecedentes que la empresa entrega o autoriza a obtener. La empresa es responsable de la veracidad de esa información y de revisar los reportes antes de presentar declaraciones ante el SII. Portal Cliente no responde por sanciones derivadas de información incompleta, errónea o entregada fuera de plazo por la empresa.

4. Datos personales. Los datos personales se tratan conforme a la Ley N° 19.628 sobre protección de la vida privada y sus modificaciones, solo para las finalidades del servicio. El titular puede ejercer sus derechos de acceso, rectificación, cancelación y oposición escribiendo a privacidad@portalcliente.cl.

5. Planes y pagos. El acceso a algunas funcionalidades depende del plan contratado. Los precios se informan en pesos chilenos e incluyen IVA cuando corresponde. Si existen pagos pendientes, Portal Cliente podrá restringir el acceso a algunas funcionalidades después de un plazo de gracia de diez días, manteniendo siempre la posibilidad de consultar y pagar la deuda.

6. Modificaciones. Portal Cliente podrá actualizar estos términos. La nueva versión se informará en la plataforma y deberá aceptarse para seguir usando el servicio.

7. Ley aplicable. Estos términos se rigen por las leyes de la República de Chile. Cualquier controversia se someterá a los tribunales ordinarios de justicia de la ciudad de Santiago.$$
);
