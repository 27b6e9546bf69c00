import Testing
@testable import SketchpadTemplates

/// The equation lexer reads ASCII text as bytes and other text as `Character`s: both ways must
/// give the same tokens, columns and errors.
@Suite struct EquationLexerTests {
    /// Every token (or the error) of `text`, read as bytes or as `Character`s.
    static func tokens(_ text: String, readingCharacters: Bool) -> [String] {
        var lexer = EquationParser.Lexer(text, readingCharacters: readingCharacters)
        var out: [String] = []
        while true {
            do {
                let (token, column) = try lexer.next()
                out.append("\(token)@\(column)")
                if token == .end { return out }
            } catch {
                out.append("error \(error)")
                return out
            }
        }
    }

    @Test func bytesAndCharactersAgreeOnGeneratedText() {
        // Strings over the characters equations use (and some they must refuse), from a fixed
        // generator so that a failure reproduces.
        let alphabet = Array("ab_Z.019eE+-*/()=<>@ \t!#")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var compared = 0
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59) + 1
            var text = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            #expect(text.isSingleScalarASCII)
            let bytes = Self.tokens(text, readingCharacters: false)
            #expect(bytes == Self.tokens(text, readingCharacters: true), "\(text)")
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
