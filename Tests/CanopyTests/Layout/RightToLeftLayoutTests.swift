import Canopy
import Foundation
import Testing

/// A view with a fixed intrinsic size.
private final class FixedSizeView: ViewNode {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A 300 × 100 container in a window whose traits say `direction`.
private func container(_ direction: TraitEnvironmentLayoutDirection) -> (WindowNode, ViewNode) {
    let window = WindowNode(device: .iPhone15)
    window.traitOverrides.layoutDirection = direction
    let box = ViewNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    window.addSubview(box)
    return (window, box)
}

/// A 100 × 20 subview of `box`, pinned by `pin` and to the top.
private func pinned(in box: ViewNode, _ pin: (ViewNode) -> LayoutConstraint) -> ViewNode {
    let child = ViewNode()
    child.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(child)
    LayoutConstraint.activate([
        pin(child), child.topAnchor.constraint(equalTo: box.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 20),
    ])
    return child
}

@Suite("Right-to-left layout")
struct RightToLeftLayoutTests {
    @Test("Each semantic content attribute gives UIKit's direction relative to each surrounding direction")
    func directionTable() {
        // Reference: only unspecified follows the surroundings; forced right to left is the
        // only attribute that is right to left on its own.
        func reference(_ attribute: SemanticContentAttribute, _ around: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
            attribute == .unspecified ? around : (attribute == .forceRightToLeft ? .rightToLeft : .leftToRight)
        }
        for attribute in SemanticContentAttribute.allCases {
            for around in UserInterfaceLayoutDirection.allCases {
                #expect(ViewNode.userInterfaceLayoutDirection(for: attribute, relativeTo: around) == reference(attribute, around))
            }
            #expect(ViewNode.userInterfaceLayoutDirection(for: attribute) == reference(attribute, .leftToRight))
        }
    }

    @Test("A view's effective direction is its attribute relative to its traits' direction, and does not pass to its subviews")
    func effectiveDirection() {
        let (window, box) = container(.rightToLeft)
        defer { withExtendedLifetime(window) {} }
        let child = ViewNode()
        box.addSubview(child)
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        box.semanticContentAttribute = .playback
        #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(ViewNode().effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("In a right-to-left window a view pinned to the leading edge with an inset sits that inset from the right")
    func leadingInset() {
        let (window, box) = container(.rightToLeft)
        let child = pinned(in: box) { $0.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16) }
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 184, y: 0, width: 100, height: 20))
    }

    @Test("Left and right anchors stay where they are in a right-to-left window")
    func absoluteAnchors() {
        let (window, box) = container(.rightToLeft)
        let child = pinned(in: box) { $0.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 16) }
        window.layoutIfNeeded()
        #expect(child.frame.minX == 16)
    }

    @Test("A chain from trailing to leading with spacing runs from right to left")
    func chain() {
        let (window, box) = container(.rightToLeft)
        let first = pinned(in: box) { $0.leadingAnchor.constraint(equalTo: box.leadingAnchor) }
        let second = pinned(in: box) { $0.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8) }
        let centred = pinned(in: box) { $0.centerXAnchor.constraint(equalTo: first.leadingAnchor, constant: 10) }
        window.layoutIfNeeded()
        #expect(first.frame.minX == 200)
        #expect(second.frame.maxX == 192)
        // Centre x joins the mirroring: 10 points towards trailing from first's leading edge
        #expect(centred.frame.midX == 290)
    }

    @Test("Changing the window's direction lays constrained views out again, mirrored")
    func directionChangeRelayouts() {
        let (window, box) = container(.leftToRight)
        let child = pinned(in: box) { $0.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16) }
        window.layoutIfNeeded()
        #expect(child.frame.minX == 16)
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(child.frame.maxX == 284)
    }

    @Test("A forced attribute on the view holding constraints decides their direction")
    func forcedHolder() {
        let (window, box) = container(.leftToRight)
        let child = pinned(in: box) { $0.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16) }
        box.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(child.frame.maxX == 284)
        box.semanticContentAttribute = .spatial
        window.layoutIfNeeded()
        #expect(child.frame.minX == 16)
    }

    @Test("A horizontal stack puts its first view at the right in right to left, and at the left when forced left to right")
    func stackFlips() {
        let (window, box) = container(.rightToLeft)
        let a = FixedSizeView(40, 20), b = FixedSizeView(60, 20)
        let row = StackNode(arrangedSubviews: [a, b])
        row.spacing = 10
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        box.addSubview(row)
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 70, y: 0, width: 130, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        row.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.maxX == 200)
    }

    @Test("Directional margins resolve by the effective direction and follow it when it changes")
    func directionalMargins() {
        let (window, box) = container(.leftToRight)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4)
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 20, bottom: 2, right: 4))
        box.semanticContentAttribute = .forceRightToLeft
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 2, right: 20))
        #expect(box.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4))
        box.semanticContentAttribute = .unspecified
        window.traitOverrides.layoutDirection = .rightToLeft
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 2, right: 20))
        #expect(box.layoutMarginsGuide.layoutFrame.minX == 4)
    }

    @Test("Margins set by side stay by side and read back by the current direction")
    func marginsBySide() {
        let (window, box) = container(.leftToRight)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        box.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 6)
        window.traitOverrides.layoutDirection = .rightToLeft
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 6))
        #expect(box.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 30))
    }

    @Test("A label's natural alignment is left in left to right and right in right to left; explicit sides stay")
    func naturalAlignment() {
        let (window, box) = container(.rightToLeft)
        defer { withExtendedLifetime(window) {} }
        let label = LabelNode()
        box.addSubview(label)
        #expect(label.textAlignment == .natural)
        #expect(label.resolvedTextAlignment == .right)
        label.semanticContentAttribute = .forceLeftToRight
        #expect(label.resolvedTextAlignment == .left)
        label.textAlignment = .right
        #expect(label.resolvedTextAlignment == .right)
        #expect(LabelNode().resolvedTextAlignment == .left)
    }

    @Test("A dynamic colour's provider that flips a view's direction is refused and the view keeps its attribute")
    func providerCannotFlip() {
        let box = ColorBox()
        let view = ViewNode()
        box.view = view
        let color = Color(dynamicProvider: { _ in
            box.view?.semanticContentAttribute = .forceRightToLeft
            return .blue
        })
        let diagnostics = Diagnostics.capture { _ = color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) }
        #expect(diagnostics.map(\.code) == ["color.providerMutatedTree"])
        #expect(view.semanticContentAttribute == .unspecified)
    }
}
