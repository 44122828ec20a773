import CanopyUIKit
import Testing

/// A view written the UIKit way: `init(frame:)` overridden, made with `()`.
private final class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
}

@Suite("Views made as UIKit makes them")
struct UIKitViewInitTests {
    @Test("A subclass overriding init(frame:) is still made with no arguments, at a zero frame")
    func subclassMadeWithoutArguments() {
        let badge = BadgeView()
        #expect(badge.frame == .zero)
        #expect(badge.subviews.count == 1)
    }
}
