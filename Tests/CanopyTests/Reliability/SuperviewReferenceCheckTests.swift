import Foundation
import Testing

@testable import Canopy

/// A view names its superview without retaining it; debug builds count those names on the
/// superview and stop at the end of its deinit while any remains.
@Suite("Superview references")
struct SuperviewReferenceCheckTests {
    #if DEBUG
        @Test("Adding, moving and removing subviews keeps each view's count of views naming it exact")
        func countFollowsTheTree() {
            let first = ViewNode(), second = ViewNode()
            let children = (0..<3).map { _ in ViewNode() }
            for child in children { first.addSubview(child) }
            #expect(first.debugSubviewsNamingThis == 3)
            second.addSubview(children[0])
            #expect(first.debugSubviewsNamingThis == 2)
            #expect(second.debugSubviewsNamingThis == 1)
            children[1].removeFromSuperview()
            #expect(first.debugSubviewsNamingThis == 1)
            first.insertSubview(children[0], at: 0)
            #expect(first.debugSubviewsNamingThis == 2)
            #expect(second.debugSubviewsNamingThis == 0)
        }

        @Test("Releasing a superview its subviews outlive clears their references to it")
        func releasedSuperviewClearsChildren() {
            let child = ViewNode()
            var parent: ViewNode? = ViewNode()
            parent!.addSubview(child)
            parent = nil
            #expect(child.superview == nil)
        }

        @Test("A view left naming a released superview stops a debug build at that superview's deinit")
        func danglingSuperviewStopsDebugBuilds() async {
            await #expect(processExitsWith: .failure) {
                let child = ViewNode()
                var parent: ViewNode? = ViewNode()
                // Names the parent without being in its subview list, which no public API does.
                child.storedSuperview = parent
                parent = nil
                _ = child
            }
        }
    #endif
}
