import Canopy
import Foundation
import Testing

/// Holds a colour a provider reads, so a provider can refer to its own colour.
final class ColorBox: @unchecked Sendable {
    var color: Color?
    var view: ViewNode?
    var parent: ViewNode?
}

@Suite("Dynamic colours")
struct DynamicColorTests {
    static let dark = TraitCollection(userInterfaceStyle: .dark)

    @Test("A provider picks the value for each trait collection")
    func providerResolves() {
        let color = Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black })
        #expect(color.resolvedColor(with: Self.dark) == .white)
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(color.resolvedColor(with: TraitCollection()) == .black)
        #expect(color.red == 0 && color.isDynamic)
        #expect(Color.red.resolvedColor(with: Self.dark) == .red)
    }

    @Test("Dynamic colours are equal only to themselves")
    func identity() {
        let a = Color(dynamicProvider: { _ in .red })
        let b = Color(dynamicProvider: { _ in .red })
        #expect(a == a)
        #expect(a != b)
        #expect(a != .red)
        #expect(Color.label == Color.label)
    }

    @Test("A dynamic colour with another alpha stays dynamic")
    func withAlpha() {
        let faded = Color.label.withAlpha(0.5)
        #expect(faded.resolvedColor(with: Self.dark) == Color.white.withAlpha(0.5))
        let custom = Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black }).withAlpha(0.25)
        #expect(custom.resolvedColor(with: Self.dark) == Color.white.withAlpha(0.25))
    }

    @Test("Assigning a channel makes a dynamic colour fixed")
    func channelAssignment() {
        var color = Color.label
        color.red = 1
        #expect(!color.isDynamic)
        #expect(color.resolvedColor(with: Self.dark) == Color(red: 1, green: 0, blue: 0))
    }

    @Test("A provider returning a dynamic colour is refused and the last good value kept")
    func providerReturnsDynamic() {
        // Given a provider that returns a fixed colour in light mode and a dynamic one in dark
        let color = Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .label : .red })

        // When it resolves in dark mode
        var resolved: Color?
        let diagnostics = Diagnostics.capture { resolved = color.resolvedColor(with: Self.dark) }

        // Then the dark result is refused and light mode's red is kept
        #expect(diagnostics.map(\.code) == ["color.dynamicProviderResult"])
        #expect(resolved == .red)
    }

    @Test("A provider that resolves itself is refused instead of recursing")
    func recursion() {
        // Given a provider that reads its own colour in dark mode
        let box = ColorBox()
        let color = Color(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? (box.color?.resolvedColor(with: traits) ?? .red) : .green
        })
        box.color = color

        // When it resolves in dark mode
        var resolved: Color?
        let diagnostics = Diagnostics.capture { resolved = color.resolvedColor(with: Self.dark) }

        // Then the inner resolution is refused once, and the outer result is that refusal's value
        #expect(diagnostics.map(\.code) == ["color.providerRecursion"])
        #expect(resolved == .green)
    }

    @Test("A provider that changes the view tree is refused, the tree unchanged, the last good value kept")
    func mutation() {
        // Given a provider that moves a view when asked for dark mode
        let parent = ViewNode()
        let child = ViewNode()
        let box = ColorBox()
        box.view = child
        box.parent = parent
        let color = Color(dynamicProvider: { traits in
            if traits.userInterfaceStyle == .dark, let view = box.view { box.parent?.addSubview(view) }
            return traits.userInterfaceStyle == .dark ? .white : .blue
        })

        // When it resolves in dark mode
        var resolved: Color?
        let diagnostics = Diagnostics.capture { resolved = color.resolvedColor(with: Self.dark) }

        // Then the move was refused and the light value kept
        #expect(diagnostics.map(\.code) == ["color.providerMutatedTree"])
        #expect(child.superview == nil)
        #expect(resolved == .blue)
        // And outside a provider the same move works
        parent.addSubview(child)
        #expect(child.superview === parent)
    }

    @Test("A provider may resolve other dynamic colours")
    func nestedResolution() {
        let color = Color(dynamicProvider: { Color.label.resolvedColor(with: $0).withAlpha(0.5) })
        let diagnostics = Diagnostics.capture {
            #expect(color.resolvedColor(with: Self.dark) == Color.white.withAlpha(0.5))
        }
        #expect(diagnostics.isEmpty)
    }
}

@Suite("Tint colour")
struct TintColorTests {
    final class TintRecordingView: ViewNode {
        var calls = 0
        override func tintColorDidChange() { calls += 1 }
    }

    @Test("A view inherits the nearest ancestor's tint, else system blue")
    func inheritance() {
        let window = WindowNode(device: .iPhoneSE)
        let middle = ViewNode()
        let leaf = ViewNode()
        window.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)

        window.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed)

        middle.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen)
        #expect(window.tintColor == .systemRed)

        middle.tintColor = nil
        #expect(leaf.tintColor == .systemRed)
    }

    @Test("Setting a tint notifies the view and the descendants that inherit it")
    func notifications() {
        let root = TintRecordingView()
        let inheriting = TintRecordingView()
        let shielding = TintRecordingView()
        let shielded = TintRecordingView()
        root.addSubview(inheriting)
        root.addSubview(shielding)
        shielding.addSubview(shielded)
        shielding.tintColor = .systemOrange
        shielding.calls = 0
        shielded.calls = 0

        root.tintColor = .systemPink

        let calls: [Int] = [root.calls, inheriting.calls, shielding.calls, shielded.calls]
        #expect(calls == [1, 1, 0, 0])
        root.tintColor = .systemPink
        #expect(root.calls == 1)
    }
}
