import Yams

/// A view defined once under `components:` and used many times with `use:`, its parameters
/// substituted wherever `${name}` appears (a value that is only `${name}` takes the parameter's
/// type: numbers stay numbers). `${id}` is the id given at the use site.
///
/// ```yaml
/// components:
///   field:
///     params: {placeholder: "", secure: false}
///     view: {type: textField, placeholder: "${placeholder}", secure: "${secure}"}
/// views:
///   - {use: field, id: email, with: {placeholder: Email}}
/// ```
struct TemplateComponent {
    let name: String
    /// Parameter names and defaults (nil: the use site must give it).
    let parameters: [(name: String, defaultValue: Node?)]
    let view: Node
    let file: String
}
