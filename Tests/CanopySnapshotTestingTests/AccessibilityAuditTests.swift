import Canopy
import CanopyCairo
import Examples
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Accessibility audit")
struct AccessibilityAuditTests {
    func window() -> WindowNode {
        let w = WindowNode(size: CGSize(width: 320, height: 480), scale: 2)
        w.backgroundColor = .white
        w.makeKeyAndVisible()
        return w
    }

    func label(_ text: String, _ frame: CGRect, color: Color = .black, size: CGFloat = 15, in parent: ViewNode) -> LabelNode {
        let label = LabelNode(frame: frame)
        label.text = text
        label.textColor = color
        label.font = .system(size: size)
        parent.addSubview(label)
        return label
    }

    func button(_ name: String?, _ frame: CGRect, in parent: ViewNode) -> ViewNode {
        let view = ViewNode(frame: frame)
        view.isAccessibilityElement = true
        view.accessibilityLabel = name
        view.accessibilityTraits = .button
        view.accessibilityIdentifier = "button"
        parent.addSubview(view)
        return view
    }

    func findings(_ w: WindowNode, _ rule: AccessibilityFinding.Rule) -> [AccessibilityFinding] {
        AccessibilityAudit.run(on: w).filter { $0.rule == rule }
    }

    @Test("Light grey body text on white fails contrast; black text passes")
    func contrast() throws {
        let w = window()
        let faint = label("Faint", CGRect(x: 10, y: 10, width: 200, height: 24), color: Color(white: 0.75), in: w)
        _ = label("Clear", CGRect(x: 10, y: 50, width: 200, height: 24), in: w)
        let found = findings(w, .textContrast)
        try #require(found.count == 1)
        #expect(found[0].node === faint)
        #expect(found[0].threshold == 4.5)
        #expect(found[0].measured > 1.5 && found[0].measured < 2.2)
    }

    @Test("Large text needs only 3:1: mid grey passes at 24 points and fails at 15")
    func largeTextContrast() {
        let w = window()
        let grey = Color(white: 0.47)
        _ = label("Large", CGRect(x: 10, y: 10, width: 200, height: 32), color: grey, size: 24, in: w)
        let small = label("Small", CGRect(x: 10, y: 60, width: 200, height: 24), color: grey, size: 15, in: w)
        let found = findings(w, .textContrast)
        #expect(found.map(\.node).count == 1 && found.first?.node === small)
    }

    @Test("Interactive elements under 44 points fail the touch-target rule; 44 × 44 passes")
    func touchTarget() {
        let w = window()
        let small = button("Close", CGRect(x: 10, y: 10, width: 30, height: 44), in: w)
        _ = button("Open", CGRect(x: 100, y: 10, width: 44, height: 44), in: w)
        let found = findings(w, .touchTargetSize)
        #expect(found.count == 1 && found.first?.node === small && found.first?.measured == 30 && found.first?.threshold == 44)
    }

    @Test("An unlabelled button and a labelless image element fail; labelled ones and decorative images pass")
    func missingLabel() {
        let w = window()
        let bare = button(nil, CGRect(x: 10, y: 10, width: 44, height: 44), in: w)
        _ = button("Send", CGRect(x: 100, y: 10, width: 44, height: 44), in: w)
        let photo = ImageNode(frame: CGRect(x: 10, y: 100, width: 60, height: 60))
        photo.isAccessibilityElement = true
        w.addSubview(photo)
        w.addSubview(ImageNode(frame: CGRect(x: 100, y: 100, width: 60, height: 60)))
        let found = findings(w, .missingLabel)
        #expect(found.count == 2 && found[0].node === bare && found[1].node === photo)
    }

    @Test("A label too narrow for its text, or clipped by an ancestor, is cut; one that fits is not")
    func textCut() {
        let w = window()
        let narrow = label("A sentence far too long for its label", CGRect(x: 10, y: 10, width: 80, height: 24), in: w)
        _ = label("Fits", CGRect(x: 10, y: 50, width: 200, height: 24), in: w)
        let clipper = ViewNode(frame: CGRect(x: 10, y: 100, width: 200, height: 10))
        clipper.clipsToBounds = true
        w.addSubview(clipper)
        let clipped = label("Clipped", CGRect(x: 0, y: 0, width: 200, height: 24), in: clipper)
        let found = findings(w, .textCut)
        #expect(found.count == 2 && found[0].node === narrow && found[1].node === clipped)
        #expect(found.first.map { $0.measured > $0.threshold } == true)
    }

    @Test("An element under an opaque view in front of it is reported; one beside it is not")
    func covered() {
        let w = window()
        let hidden = label("Under the bar", CGRect(x: 10, y: 10, width: 200, height: 24), in: w)
        _ = label("Below the bar", CGRect(x: 10, y: 80, width: 200, height: 24), in: w)
        let bar = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        bar.backgroundColor = Color(hex: 0x3F51B5)
        w.addSubview(bar)
        let found = findings(w, .coveredElement)
        #expect(found.count == 1 && found.first?.node === hidden && found.first?.measured == 1)
    }

    @Test("The assertion passes findings in the allow list and fails the rest and reasonless allowances")
    func allowList() throws {
        let w = window()
        let small = button("Close", CGRect(x: 10, y: 10, width: 30, height: 30), in: w)
        small.accessibilityIdentifier = "close"
        let found = AccessibilityAudit.run(on: w)
        #expect(found.map(\.rule) == [.touchTargetSize])
        let reason = "The close button sits in a 44-point bar that forwards its taps."
        #expect(
            AccessibilityAuditAssertion.failureMessage(findings: found, allowances: [.init(.touchTargetSize, node: "close", reason: reason)]) == nil)
        let open = try #require(AccessibilityAuditAssertion.failureMessage(findings: found, allowances: []))
        #expect(open.contains("touchTargetSize: close is 30 × 30 pt") && open.contains("threshold 44"))
        let reasonless = try #require(
            AccessibilityAuditAssertion.failureMessage(findings: found, allowances: [.init(.touchTargetSize, node: "close", reason: " ")]))
        #expect(reasonless.contains("gives no reason"))
        assertAccessibilityAudit(of: w, allowing: [.init(.touchTargetSize, node: "Close", reason: reason)])
    }

    func hosted(_ name: String) throws -> WindowNode {
        let example = try #require(ExampleCatalog.named(name))
        let w = WindowNode(device: .iPhone15Pro)
        w.rootViewController = example.make()
        w.makeKeyAndVisible()
        return w
    }

    @Test("The typical-use screen passes the audit with no allowances")
    func typicalUseScreen() throws {
        assertAccessibilityAudit(of: try hosted("typical-use"))
    }

    @Test("The configurator's long flag names are cut, and pass only with reasons in the allow list")
    func configuratorScreen() throws {
        let w = try hosted("configurator")
        let found = AccessibilityAudit.run(on: w)
        // Only the rows on screen exist as cells, so only the two flag names there are audited.
        #expect(found.map(\.rule) == [.textCut, .textCut])
        let reason = "Flag names are code identifiers, truncated on the narrowest phone; the value beside them is what matters."
        let allowances = [
            "observesTrackingScrollViewScrollEvents", "inferTopSafeAreaInsetFromViewController",
        ].map { AccessibilityAllowance(.textCut, node: $0, reason: reason) }
        assertAccessibilityAudit(of: w, allowing: allowances)
    }
}
