import Canopy
import Foundation
import Testing

@Suite("Names in constraint conflict reports")
struct ConflictReportNameTests {
    @Test("A conflict with the holder's size names the holder's bounds and the user constraints")
    func holderBoundsNamed() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.accessibilityIdentifier = "screen"
        let child = ViewNode()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 500)
        wide.identifier = "too-wide"
        let diagnostics = Diagnostics.capture {
            LayoutConstraint.activate([
                child.leftAnchor.constraint(equalTo: root.leftAnchor),
                child.rightAnchor.constraint(equalTo: root.rightAnchor), wide,
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["layout.unsatisfiable"])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("ViewNode 'screen' bounds"))
        #expect(message.contains("Breaking 'too-wide'"))
        #expect(child.frame.width == 320)
    }

    @Test("A conflict with the margins guide names the guide and its view")
    func guideNamed() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.accessibilityIdentifier = "screen"
        let child = ViewNode()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let diagnostics = Diagnostics.capture {
            LayoutConstraint.activate([
                child.widthAnchor.constraint(equalTo: root.layoutMarginsGuide.widthAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["layout.unsatisfiable"])
        #expect(diagnostics.first?.message.contains("of ViewNode 'screen'") == true)
    }
}
