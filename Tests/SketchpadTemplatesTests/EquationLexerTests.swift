import Testing
@testable import SketchpadTemplates

/// The equation lexer reads ASCII text as bytes and other text as `Character`s: both ways must
/// give the tokens, columns and errors the lexer gave when it read `Character`s only.
@Suite struct EquationLexerTests {
    /// Every token (or the error) of `text`, read as bytes or as `Character`s.
    static func tokens(_ text: String, readingCharacters: Bool) -> [String] {
        var lexer = EquationParser.Lexer(text, readingCharacters: readingCharacters)
        return tokens { () throws(EquationError) in try lexer.next() }
    }

    /// The same from the reference lexer.
    static func referenceTokens(_ text: String) -> [String] {
        var lexer = CharacterLexer(text)
        return tokens { () throws(EquationError) in try lexer.next() }
    }

    static func tokens(_ next: () throws(EquationError) -> (EquationParser.Token, Int)) -> [String] {
        var out: [String] = []
        while true {
            do {
                let (token, column) = try next()
                out.append("\(token)@\(column)")
                if token == .end { return out }
            } catch {
                out.append("error \(error)")
                return out
            }
        }
    }

    /// The lexer as it was before it read bytes (`[Character]` throughout): the reference.
    struct CharacterLexer {
        let chars: [Character]
        var index = 0
        init(_ text: String) { chars = Array(text) }

        mutating func next() throws(EquationError) -> (EquationParser.Token, Int) {
            while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
            let column = index + 1
            guard index < chars.count else { return (.end, column) }
            let c = chars[index]
            if Self.isDigit(c) || (c == "." && index + 1 < chars.count && Self.isDigit(chars[index + 1])) {
                var text = ""
                while index < chars.count, Self.isDigit(chars[index]) || chars[index] == "." { text.append(chars[index]); index += 1 }
                // An exponent, as YAML numbers have one (`1e-9`): `e`, an optional sign, digits.
                if index < chars.count, chars[index] == "e" || chars[index] == "E" {
                    var end = index + 1
                    if end < chars.count, chars[end] == "+" || chars[end] == "-" { end += 1 }
                    if end < chars.count, chars[end].isASCII, chars[end].isNumber {
                        while end < chars.count, chars[end].isASCII, chars[end].isNumber { end += 1 }
                        text += String(chars[index..<end])
                        index = end
                    }
                }
                guard let value = Double(text) else { throw EquationError(column: column, message: "bad number '\(text)'") }
                guard value.isFinite else { throw EquationError(column: column, message: "the number \(text.prefix(20))… is too large") }
                return (.number(value), column)
            }
            if Self.isLetter(c) || c == "_" {
                var text = ""
                while index < chars.count, Self.isLetter(chars[index]) || Self.isDigit(chars[index]) || chars[index] == "_" {
                    text.append(chars[index]); index += 1
                }
                return (.name(text), column)
            }
            for op in Self.operators where matches(op) {
                index += op.count
                return (.symbol(op), column)
            }
            if c == "=" { throw EquationError(column: column, message: "'=' is not a relation; use '=='") }
            // Typographic operators (pasted from a document, or typed by an editor's autocorrect).
            let ascii: [Character: String] = ["≤": "<=", "≥": ">=", "−": "-", "–": "-", "×": "*", "÷": "/", "＝": "=="]
            if let replacement = ascii[c] {
                throw EquationError(column: column, message: "unexpected character '\(c)' (write '\(replacement)')")
            }
            throw EquationError(column: column, message: "unexpected character '\(c)'")
        }

        /// The operators, in the order they are tried.
        static let operators = ["==", "<=", ">=", "+", "-", "*", "/", "(", ")", "@", "."]

        func matches(_ op: String) -> Bool {
            var i = index
            for c in op {
                guard i < chars.count, chars[i] == c else { return false }
                i += 1
            }
            return true
        }

        // `Character.isLetter` and `isNumber` look Unicode properties up, the lexer's largest cost;
        // ASCII, nearly every character of an equation, is decided without them (same answers).
        static func isLetter(_ c: Character) -> Bool {
            guard let a = c.asciiValue else { return c.isLetter }
            return (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A)
        }

        static func isDigit(_ c: Character) -> Bool {
            guard let a = c.asciiValue else { return c.isNumber }
            return a >= 0x30 && a <= 0x39
        }
    }


    @Test func bytesAndCharactersAgreeOnGeneratedText() {
        // Strings over the characters equations use (and some they must refuse), from a fixed
        // generator so that a failure reproduces.
        let alphabet = Array("ab_Z.019eE+-*/()=<>@ \t!#").map(String.init)
        var compared = 0
        for text in generatedStrings(alphabet, count: 3_000, maxPieces: 32, seed: 0x9E37_79B9_7F4A_7C15) {
            #expect(text.isSingleScalarASCII)
            let bytes = Self.tokens(text, readingCharacters: false)
            #expect(bytes == Self.tokens(text, readingCharacters: true), "\(text)")
            #expect(bytes == Self.referenceTokens(text), "\(text)")
            compared += bytes.count
        }
        #expect(compared > 3_000)
    }

    @Test func asciiEquationsAreReadAsBytes() throws {
        let lexer = EquationParser.Lexer("title.top == row.bottom + 1e-3 @750")
        #expect(lexer.chars == nil)
        #expect(Self.tokens("title.top == row.bottom + 1e-3 @750", readingCharacters: false)
                == ["name(\"title\")@1", "symbol(\".\")@6", "name(\"top\")@7", "symbol(\"==\")@11", "name(\"row\")@14",
                    "symbol(\".\")@17", "name(\"bottom\")@18", "symbol(\"+\")@25", "number(0.001)@27", "symbol(\"@\")@32",
                    "number(750.0)@33", "end@36"])
    }

    /// Text with other `Character`s keeps them: columns count `Character`s, names keep their
    /// letters, a combined `=` is no operator, and `\r\n` is one `Character`.
    @Test func otherTextCountsCharacters() throws {
        #expect(EquationParser.Lexer("é.top == b.top").chars != nil)
        #expect(Self.tokens("é.top == b.top", readingCharacters: false)
                == ["name(\"é\")@1", "symbol(\".\")@2", "name(\"top\")@3", "symbol(\"==\")@7", "name(\"b\")@10",
                    "symbol(\".\")@11", "name(\"top\")@12", "end@15"])
        #expect(Self.tokens("a.top \u{2264} b.top", readingCharacters: false).last
                == "error column 7: unexpected character '≤' (write '<=')")
        #expect(Self.tokens("a.top =\u{301}= b.top", readingCharacters: false).last == "error column 7: unexpected character '=\u{301}'")
        #expect(Self.tokens("a.top\r\n== b.top", readingCharacters: false).last == "error column 6: unexpected character '\r\n'")
        for text in ["é.top == b.top", "a.top \u{2264} b.top", "a.top =\u{301}= b.top", "a.top\r\n== b.top", "x\u{0663}.top == 2",
                     "\u{0663}4 == a.top", "a.top == 1e\u{0663}", "a.K == b.\u{212A}", "名前.width == 3 × b.width"] {
            #expect(Self.tokens(text, readingCharacters: false) == Self.referenceTokens(text), "\(text)")
        }
        #expect(!"a\r\nb".isSingleScalarASCII)
        #expect(!"ä".isSingleScalarASCII)
    }

    @Test func visualFormatsAreRecognisedAsBefore() {
        for text in ["H:|[a]|", "  V:[a]", "|-[a]", "[a][b]", " [a]"] { #expect(TemplateBuilder.isVisualFormat(text), "\(text)") }
        for text in ["", "   ", "H", "H :", "a.top == b.top", "h:|[a]|", "|\u{301}[a]", " \u{301}[a]"] {
            #expect(!TemplateBuilder.isVisualFormat(text), "\(text)")
        }
    }
}
