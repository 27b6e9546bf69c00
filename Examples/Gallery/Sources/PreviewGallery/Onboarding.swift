import SketchpadSwiftUI

struct OnboardingPage: View {
    var symbol: String
    var title: String
    var message: String

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: symbol)
                .font(.system(size: 72))
                .foregroundStyle(.tint)
            Text(title)
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Spacer()
            Text("Continue")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, minHeight: 50)
                .background(RoundedRectangle(cornerRadius: 14).fill(Color.accentColor))
        }
        .padding(24)
    }
}

#Preview("Welcome") {
    OnboardingPage(symbol: "sparkles", title: "Welcome to Sketchpad",
                   message: "Every preview in your package becomes a picture and a snapshot test.")
}

#Preview("Welcome, landscape", traits: .landscapeLeft) {
    OnboardingPage(symbol: "sparkles", title: "Welcome to Sketchpad", message: "Turned on its side.")
}

#Preview("Long title") {
    OnboardingPage(symbol: "text.alignleft", title: "A title long enough to wrap onto a second line",
                   message: "Text wraps inside the padding, centred, as SwiftUI wraps it.")
}
