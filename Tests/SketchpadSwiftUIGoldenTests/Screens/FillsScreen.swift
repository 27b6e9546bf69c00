import SketchpadSwiftUI

/// Fills: a linear-gradient header card, radial, elliptical and angular gradients, `Color.gradient`
/// capsules, the materials over a colourful strip, and a panel forced dark with
/// `.environment(\.colorScheme, .dark)`.
struct FillsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Gradients").font(.title.bold())
                Text("Linear, radial, elliptical, angular").font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing),
                        in: RoundedRectangle(cornerRadius: 16))
            HStack(spacing: 12) {
                Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 36))
                Rectangle().fill(EllipticalGradient(colors: [.mint, .teal, .indigo]))
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Circle().strokeBorder(AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center,
                                                      startAngle: .degrees(-90), endAngle: .degrees(180)), lineWidth: 8)
            }
            .frame(height: 72)
            HStack(spacing: 8) {
                ForEach([Color.blue, .green, .orange, .pink], id: \.self) { color in
                    Capsule().fill(color.gradient).frame(height: 32)
                }
            }
            ZStack {
                HStack(spacing: 0) {
                    Color.red; Color.orange; Color.yellow; Color.green; Color.blue; Color.purple
                }
                HStack(spacing: 6) {
                    Text("Ultra thin").padding(8).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("Regular").padding(8).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("Thick").padding(8).background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 8))
                }
                .font(.caption)
            }
            .frame(height: 64)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            VStack(alignment: .leading, spacing: 8) {
                Text("Always dark").font(.headline)
                Text("A subtree with its own colour scheme").foregroundStyle(.secondary)
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            .environment(\.colorScheme, .dark)
            Spacer()
        }
        .padding()
    }
}
