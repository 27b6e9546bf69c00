import ArgumentParser

/// `--summary` and `--junit`, as `check` and `test` take them.
struct ResultOptions: ParsableArguments {
    @Option(help: "Also write the results as JSON to this file: every template (variant), status, diagnostic (with its location) and timing.")
    var summary: String?

    @Option(help: "Also write the results as JUnit XML to this file (one test case per template or variant), for CI test reports.")
    var junit: String?
}
