import SketchpadSwiftUI

/// A sign-in screen: a symbol and a title centred between spacers, two fields with rounded
/// borders, a full-width prominent button, a plain link-style button, and a footer line.
struct SignInScreen: View {
    @State private var email: String
    @State private var password = ""

    init(email: String = "ada@example.com") {
        _email = State(initialValue: email)
    }

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "lock.fill")
                .font(.system(size: 56))
                .foregroundStyle(.tint)
            Text("Welcome back").font(.largeTitle).bold()
            Text("Sign in to sync your sketches across devices.")
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
            }
            .padding(.top, 8)
            Button {
            } label: {
                Text("Sign In").bold().frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Forgot password?") {}
                .font(.footnote)
            Spacer()
            HStack(spacing: 4) {
                Text("New here?").foregroundStyle(.secondary)
                Button("Create an account") {}
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
    }
}
