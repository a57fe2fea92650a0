"""Whose side a review is written from, where a business declares the same job for both sides.

A landlord-tenant firm may list "Evictions for Landlords" beside "Tenant Defense in Housing Court": the
words of the dispute (eviction, holdover, housing court) are the same on both sides, and which service
the review is about is which side its writer is on. "My tenant hasn't paid in 9 months" is the
landlord's eviction; "the landlord tried to kick us out" is the tenant's defence. A conveyancer may list
"Buying a Property" beside "Selling a Property": settlement, searches and the contract are the same on
both sides, and "the seller's agent kept pushing the date" is said by a buyer.
"""
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Sides:
    """Two sides of one kind of job, as (this side's label words, what a writer on it says of themselves)."""
    names: tuple[str, str]
    labels: tuple[re.Pattern, re.Pattern]
    says: tuple[re.Pattern, re.Pattern]
    on_both: re.Pattern | None = None  # what a writer on both sides at once says

    def of_label(self, label: str) -> str | None:
        """This pair's side a label puts its job on, or None where it names both or neither."""
        named = [bool(pattern.search(label)) for pattern in self.labels]
        return self.names[named.index(True)] if named.count(True) == 1 else None

    def unsided(self, label: str) -> frozenset:
        """A label's words but those naming a side: "Conveyancing For Buyers" and "Conveyancing For Sellers"
        mirror each other."""
        for pattern in self.labels:
            label = pattern.sub(" ", label.lower())
        return frozenset(re.findall(r"[a-z0-9]+", label))

    def of_writer(self, folded_text: str) -> str | None:
        """This pair's side a review's (folded) text says its writer is on, by which side says more of
        itself; None where neither says anything or both say as much."""
        if self.on_both is not None and self.on_both.search(folded_text):
            return None
        first, second = (len(pattern.findall(folded_text)) for pattern in self.says)
        return self.names[0] if first > second else self.names[1] if second > first else None


# A landlord has tenants, units and buildings; a tenant has a landlord, a lease and an apartment, and is the
# one evicted. A label that names both ("Landlord-Tenant Disputes") takes no side; "Eviction Defense" beside a
# landlord's service is the tenant's.
LANDLORD_TENANT = Sides(
    ("landlord", "tenant"),
    (re.compile(r"\blandlords?\b"), re.compile(r"\btenants?\b|\bevict.*\bdefen[cs]e\b|\bdefen[cs]e\b.*\bevict")),
    (re.compile(
        r"\b(?:my|our) (?:tenants?|renters?|buildings|rental (?:propert\w+|units?)|units|properties|property)\b|"
        r"\b(?:against|evict(?:ed|ing)?|remov(?:e|ed|ing)|got rid of) (?:my|our|the|a|problem) "
        r"(?:tenants?|renters?|squatters?)\b|"
        r"\blandlord (?:attorney|lawyer|side|client)s?\b|\bas a (?:small |first[- ]time |new )?landlord\b|"
        r"\bi(?:'m| am) a (?:small |first[- ]time |new )?landlord\b|"
        r"\bthe tenants? (?:agreed|paid|left|moved out|finally|owed|stopped|hadn't|hasn't|refused)\b"),
     re.compile(
        r"\b(?:my|our) (?:landlord|building owner|property manag\w+|management company)\b(?!'?s? (?:attorney|lawyer))|"
        r"\bevict(?:ed|ing)? (?:me|us|my family)\b|\b(?:kick|throw|force|push)(?:ed|ing)? (?:me|us) out\b|"
        r"\b(?:my|our) (?:eviction\b(?! of)|lease\b)|\btenants?'? (?:association|union|rights)\b|"
        r"\bfacing (?:an? )?(?:eviction|holdover)\b|\b(?:we|i) (?:were|was) (?:being )?evicted\b|"
        r"\bfor tenants\b|\bfight (?:for|against) (?:tenants|the landlord|eviction)")))

# A buyer has a purchase, a first home, a mortgage and keys to collect, and deals with the seller (the
# vendor) and their agent; a seller has a sale and deals with the buyer (the purchaser). A "Contract of Sale"
# or a "Bill of Sale" is either side's paper, not the seller's job. A firm that "represented the seller" did
# the seller's job, whoever writes; one who sold and bought in a chain is on both sides.
_OTHER_SIDE = r"(?<!represented )(?<!representing )(?<!acted for )(?:the|our|their) (?:{})s?'?s?\b"
_SOLD, _BOUGHT = r"(?:sales?|sell|selling|sold)\b", r"(?:purchase[sd]?|purchasing|buy|buying|bought)\b"
BUYER_SELLER = Sides(
    ("buyer", "seller"),
    (re.compile(r"\b(?:buy(?:ers?|ing)?|purchas\w*|first home)\b"),
     re.compile(r"\b(?:sell(?:ers?|ing)?|(?<!of )(?<!for )sales?|vendors?)\b")),
    (re.compile(
        r"\b(?:we|i) (?:were|was|are|am) (?:buying|purchasing)\b|\b(?:we|i) (?:just |finally )?bought\b|"
        r"\b(?:buy|buying|purchasing) (?:our|my|a|an|the)\b|"
        r"\b(?:our|my) (?:purchase|first (?:home|house|place|flat|unit))\b|\bfirst[- ](?:home|time) buyers?\b|"
        r"\b(?:our|my) (?:mortgage|lender|broker)\b|\b(?:got|get|collect\w*) the keys\b|"
        + _OTHER_SIDE.format("seller|vendor")),
     re.compile(
        r"\b(?:we|i) (?:were|was|are|am) selling\b|\b(?<!if )(?<!when )(?:we|i) (?:just |finally )?sold\b|"
        r"\bselling (?:our|my|mum'?s|mom'?s|dad'?s|the|a|an)\b|\b(?:our|my) (?:sale|vendor'?s? statement)\b|"
        r"\b(?:represented|representing|acted for) the (?:seller|vendor)s?\b|"
        + _OTHER_SIDE.format("buyer|purchaser"))),
    re.compile(rf"\b(?:{_SOLD}[^.!?\n]{{0,40}}\b(?:and|&|then)\b[^.!?\n]{{0,20}}\b{_BOUGHT}|"
               rf"{_BOUGHT}[^.!?\n]{{0,40}}\b(?:and|&|then)\b[^.!?\n]{{0,20}}\b{_SOLD})"))

PAIRS = (LANDLORD_TENANT, BUYER_SELLER)


def label_side(label: str) -> tuple[Sides, str] | None:
    """The pair of sides and the side a declared service's label puts its job on, or None."""
    label = label.lower()
    for pair in PAIRS:
        side = pair.of_label(label)
        if side is not None:
            return pair, side
    return None


# An employment firm's advice for employers ("Employer Services: Contracts, Handbooks & HR") beside its claims for
# the employed, who say "my contract" and "HR ignored me" as often: its review is the one whose writer employs
# people, whatever else it names; no other is. (Not the employer's part in another job: "Employer Sponsored Visas",
# "Sponsor Licences for Employers", "Employer Liability Claims", "Usually Paid by Your Employer".) The advice may come
# before the employers or after them: "HR Law Support for Employers".
_FOR_EMPLOYERS = re.compile(r"^(?=.*\bemployers?\b)(?=.*\b(?:hr|advi[cs]\w*|services?|support|handbooks?|contracts?)\b)"
                            r"(?!.*\b(?:visas?|licen[cs]es?|lmia|sponsor\w*|claims?|lawsuits?|paid)\b)")
EMPLOYS = re.compile(
    # (not one only begun on leaving: "when I left to start my own business")
    r"\b(?:(?<!start )(?<!starting )(?<!started )(?:my|our) (?:own |small |family )?"
    r"(?:business|restaurants?|caf[eé]s?|shops?|stores?|salons?|clinics?|practice|agency)\b|(?:my|our) own company\b|"
    r"(?:my|our) (?:\d+ |\w+ )?(?:staff|employees)\b|"
    r"\d+ staff\b|one of (?:my|our) (?:staff|employees|workers)\b|(?:we|i) (?:run|own|employ)\b|"
    r"(?:my|our) (?:head office|directors?|board)\b|"
    r"employer side|as an? (?:small )?(?:employer|business)\b|(?:small )?business owner|"
    r"(?:we're|we are) an? (?:(?:small|family[- ]run|local|growing) (?:\w+ )?\w+|(?:\w+ )?(?:business|company|firm|"
    r"caf[eé]|restaurant|shop|practice|group)\b)|\w+-based employer\b|(?:staff|employee) handbooks?\b|"
    r"hr (?:advice|support)\b)")


def for_employers(label: str) -> bool:
    """Whether a declared service's label is advice for employers (see EMPLOYS)."""
    return _FOR_EMPLOYERS.search(label.lower()) is not None
