extension Template {
    /// The files this template was read from besides its own (its includes, and theirs), sorted:
    /// what a render of it depends on besides the file itself and its images.
    ///
    /// ```swift
    /// let template = try TemplateLoader(root: "Templates").load(path: "Templates/feed.yaml")
    /// template.includedFiles        // ["Templates/_components/cards.yaml"]
    /// ```
    package var includedFiles: [String] { sources.keys.filter { $0 != path }.sorted() }
}
